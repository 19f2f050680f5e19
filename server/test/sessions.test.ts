import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

interface Session {
  id: string;
  device_info: string;
  ip_address: string;
  is_current: boolean;
  last_active: string;
  created: string;
}

describe('login sessions (2.x)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot({ compat: '2' });
  });
  afterAll(() => h.close());

  const signIn = async (agent: string) => {
    const res = await h.call('POST', '/login', {
      body: { username: 'sam', password: 'password123' },
      headers: { 'user-agent': agent },
    });
    return {
      token: ((await res.json()) as { token: string }).token,
      cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    };
  };

  it("lists one's own sessions with device, address and which is current; ends another one", async () => {
    const first = await h.user('sam');
    const phone = await signIn('Phone browser');
    const desk = await signIn('Desk browser');
    const listed = await h.json('GET', '/user/sessions', { token: desk.token });
    expect(listed.status).toBe(200);
    const sessions = listed.body as Session[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.is_current).map((s) => s.device_info)).toEqual(['Desk browser']);
    expect(sessions.map((s) => s.device_info)).toContain('Phone browser');
    expect(
      sessions.every(
        (s) => s.ip_address === '127.0.0.1' || s.ip_address === '::1' || s.ip_address === '::ffff:127.0.0.1',
      ),
    ).toBe(true);
    expect(listed.res.headers.get('x-pagination-result-count')).toBe('3');

    const phoneSession = sessions.find((s) => s.device_info === 'Phone browser')!;
    expect((await h.json('DELETE', `/user/sessions/${phoneSession.id}`, { token: desk.token })).status).toBe(200);
    // The ended session's JWT and refresh cookie stop working; the others go on.
    expect((await h.json('GET', '/user', { token: phone.token })).status).toBe(401);
    expect((await h.call('POST', '/user/token/refresh', { headers: { cookie: phone.cookie } })).status).toBe(401);
    expect((await h.json('GET', '/user', { token: first.token })).status).toBe(200);
    expect(
      ((await h.json('GET', '/user/sessions', { token: desk.token })).body as Session[]).map((s) => s.id),
    ).not.toContain(phoneSession.id);
  });

  it("another user's session, or an unknown one, is not found; without a login the list is refused", async () => {
    const other = await h.user('tess');
    const mine = ((await h.json('GET', '/user/sessions', { token: other.token })).body as Session[])[0]!;
    const sam = await signIn('x');
    expect((await h.json('DELETE', `/user/sessions/${mine.id}`, { token: sam.token })).status).toBe(404);
    expect((await h.json('DELETE', '/user/sessions/nope', { token: sam.token })).status).toBe(404);
    expect((await h.json('GET', '/user', { token: other.token })).status).toBe(200);
    expect((await h.json('GET', '/user/sessions')).status).toBe(401);
  });
});

describe.each(['1', '0.24'] as const)('no sessions before 2.x (compat %s)', (compat) => {
  it('answers 404 for both routes', async () => {
    const h = await boot({ compat });
    try {
      const { token } = await h.user('old');
      expect((await h.json('GET', '/user/sessions', { token })).body).toEqual({ message: 'Not Found' });
      expect((await h.json('DELETE', '/user/sessions/x', { token })).body).toEqual({ message: 'Not Found' });
    } finally {
      await h.close();
    }
  });
});
