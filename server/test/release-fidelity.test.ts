import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

/** The attributes of the first Set-Cookie of an answer, by lower-case name. */
function attributes(res: Response): Map<string, string> {
  const [cookie = ''] = res.headers.getSetCookie();
  const parts = cookie.split(';').map((p) => p.trim());
  return new Map(parts.slice(1).map((p) => [p.split('=')[0]?.toLowerCase() ?? '', p.split('=').slice(1).join('=')]));
}

async function loginAnswer(h: Harness, name: string): Promise<Response> {
  await h.call('POST', '/register', {
    body: { username: name, email: `${name}@example.com`, password: 'password123' },
  });
  return h.call('POST', '/login', { body: { username: name, password: 'password123' } });
}

describe('refresh cookie as 2.5 sets it', () => {
  const cases: Array<[string, string, Record<string, string | undefined>]> = [
    [
      'no public URL (http)',
      '',
      { path: '/api/v1/user/token/refresh', samesite: 'Lax', secure: undefined, httponly: '' },
    ],
    [
      'an http public URL under a path',
      'http://intranet.lan/tasks/',
      { path: '/tasks/api/v1/user/token/refresh', samesite: 'Lax', secure: undefined },
    ],
    [
      'an https public URL',
      'https://vikunja.example.com/',
      { path: '/api/v1/user/token/refresh', samesite: 'None', secure: '' },
    ],
  ];
  it.each(cases)('%s', async (_name, frontendUrl, expected) => {
    const h = await boot({ compat: '2', frontendUrl });
    try {
      const res = await loginAnswer(h, 'cookie');
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()[0]).toMatch(/^vikunja_refresh_token=/);
      const attrs = attributes(res);
      for (const [name, value] of Object.entries(expected)) expect([name, attrs.get(name)]).toEqual([name, value]);
    } finally {
      await h.close();
    }
  });
});

describe('login rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot({ compat: '2', noAuthRateLimit: 3, rateLimitPeriodSeconds: 60 });
  });
  afterAll(() => h.close());

  it('counts unauthenticated auth requests per client and answers 429 with Retry-After beyond the limit', async () => {
    const attempt = () => h.call('POST', '/login', { body: { username: 'nobody', password: 'wrong-password' } });
    const answers = [await attempt(), await attempt(), await attempt()];
    expect(answers.map((r) => r.status)).toEqual([412, 412, 412]);
    expect(answers.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0']);
    expect(answers[0]?.headers.get('x-ratelimit-limit')).toBe('3');
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(await limited.json()).toEqual({ message: 'Too Many Requests' });
    // Registration shares the budget; signed-in routes do not count.
    expect(
      (await h.call('POST', '/register', { body: { username: 'x', email: 'x@example.com', password: 'password123' } }))
        .status,
    ).toBe(429);
    expect((await h.call('GET', '/info')).status).toBe(200);
  });
});

describe('no rate limit by default, as a Vikunja with ratelimit.enabled off', () => {
  it('answers every login attempt', async () => {
    const h = await boot({ compat: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await h.call('POST', '/login', { body: { username: 'n', password: 'wrong-password' } })).status);
      expect(new Set(statuses)).toEqual(new Set([412]));
    } finally {
      await h.close();
    }
  });
});
