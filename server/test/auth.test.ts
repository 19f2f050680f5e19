import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('info, register, login, sessions (compat 2)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot({ motd: 'hello', imprintUrl: 'https://example.com/imprint', jwtTtlSeconds: 2 });
  });
  afterAll(() => h.close());

  it('GET /info reports version and settings', async () => {
    const { status, body } = await h.json('GET', '/info');
    expect(status).toBe(200);
    expect(body.version).toBe('v2.5.0');
    expect(body.motd).toBe('hello');
    expect(body.legal.imprint_url).toBe('https://example.com/imprint');
    expect(body.auth.local).toEqual({ enabled: true, registration_enabled: true });
    expect(body.max_file_size).toBe('20MB');
    expect(body).toHaveProperty('totp_enabled', true);
  });

  it('validates registration', async () => {
    const bad = async (body: unknown) => (await h.json('POST', '/register', { body })).body;
    expect((await bad({ username: 'a b', email: 'x@example.com', password: 'password123' })).code).toBe(1022);
    expect((await bad({ username: '', email: 'x@example.com', password: 'password123' })).code).toBe(2002);
    expect((await bad({ username: 'shorty', email: 'x@example.com', password: 'short' })).code).toBe(2002);
    expect((await bad({ username: 'longpw', email: 'x@example.com', password: 'x'.repeat(73) })).code).toBe(2002);
    expect((await bad({ username: 'noemail', email: 'nope', password: 'password123' })).code).toBe(2002);
    const ok = await h.json('POST', '/register', {
      body: { username: 'alice', email: 'alice@example.com', password: 'password123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: expect.any(Number), username: 'alice', email: 'alice@example.com' });
    expect(ok.body).not.toHaveProperty('password');
    const dupName = await h.json('POST', '/register', {
      body: { username: 'alice', email: 'other@example.com', password: 'password123' },
    });
    expect([dupName.status, dupName.body.code]).toEqual([400, 1001]);
    const dupMail = await h.json('POST', '/register', {
      body: { username: 'alice2', email: 'alice@example.com', password: 'password123' },
    });
    expect([dupMail.status, dupMail.body.code]).toEqual([400, 1002]);
  });

  it('rejects malformed JSON with 400/2002', async () => {
    const res = await h.call('POST', '/login', { raw: '{"username": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 2002, message: 'Invalid model provided.' });
  });

  it('answers wrong credentials with 412/1011', async () => {
    const r = await h.json('POST', '/login', { body: { username: 'alice', password: 'wrong-password' } });
    expect(r.status).toBe(412);
    expect(r.body).toEqual({ code: 1011, message: 'Wrong username or password.' });
    const unknown = await h.json('POST', '/login', { body: { username: 'nobody', password: 'password123' } });
    expect(unknown.body.code).toBe(1011);
  });

  it('logs in, returns a JWT and an HttpOnly refresh cookie scoped to the refresh path', async () => {
    const res = await h.call('POST', '/login', { body: { username: 'alice', password: 'password123' } });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ type: 1, username: 'alice' });
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(2);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/user\/token\/refresh/);
  });

  it('GET /user needs a token and returns the user with settings', async () => {
    const none = await h.json('GET', '/user');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('missing, malformed, expired or otherwise invalid token provided');
    expect((await h.json('GET', '/user', { token: 'garbage' })).status).toBe(401);
    const u = await h.user('bob');
    const me = await h.json('GET', '/user', { token: u.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'bob',
      email: 'bob@example.com',
      is_local_user: true,
      deletion_scheduled_at: '0001-01-01T00:00:00Z',
    });
    expect(me.body.settings.default_project_id).toBeGreaterThan(0);
  });

  it('POST /user/token answers 400 for user tokens in 2.x', async () => {
    const u = await h.user('carol');
    const r = await h.json('POST', '/user/token', { token: u.token });
    expect(r.status).toBe(400);
  });

  it('refresh rotates the cookie: of two concurrent refreshes with one cookie exactly one succeeds', async () => {
    const u = await h.user('dave');
    const [a, b] = await Promise.all([
      h.call('POST', '/user/token/refresh', { headers: { cookie: u.cookie } }),
      h.call('POST', '/user/token/refresh', { headers: { cookie: u.cookie } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const winner = a.status === 200 ? a : b;
    const { token } = (await winner.json()) as { token: string };
    expect((await h.json('GET', '/user', { token })).status).toBe(200);
    // The old cookie is dead; the new one works once.
    expect((await h.call('POST', '/user/token/refresh', { headers: { cookie: u.cookie } })).status).toBe(401);
    const next = (winner.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(next).not.toBe(u.cookie);
    expect((await h.call('POST', '/user/token/refresh', { headers: { cookie: next } })).status).toBe(200);
  });

  it('refresh without a cookie is 401', async () => {
    expect((await h.call('POST', '/user/token/refresh')).status).toBe(401);
  });

  it('short JWTs expire and the refresh cookie renews them', async () => {
    const u = await h.user('erin');
    await new Promise((r) => setTimeout(r, 2100));
    expect((await h.json('GET', '/user', { token: u.token })).status).toBe(401);
    const res = await h.call('POST', '/user/token/refresh', { headers: { cookie: u.cookie } });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect((await h.json('GET', '/user', { token })).status).toBe(200);
  });

  it('logout ends the session: its JWT and refresh cookie stop working', async () => {
    const u = await h.user('frank');
    const out = await h.json('POST', '/user/logout', { token: u.token });
    expect(out.status).toBe(200);
    expect((await h.json('GET', '/user', { token: u.token })).status).toBe(401);
    expect((await h.call('POST', '/user/token/refresh', { headers: { cookie: u.cookie } })).status).toBe(401);
  });

  it('requires a TOTP passcode when TOTP is enabled (1017)', async () => {
    const u = await h.user('gina');
    h.server.db.prepare("UPDATE users SET totp_enabled = 1, totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = ?").run(u.id);
    const r = await h.json('POST', '/login', { body: { username: 'gina', password: 'password123' } });
    expect([r.status, r.body.code]).toEqual([412, 1017]);
    const wrong = await h.json('POST', '/login', {
      body: { username: 'gina', password: 'password123', totp_passcode: '000000' },
    });
    expect(wrong.body.code).toBe(1017);
  });
});

describe('compat 1 and 0.24 sessions', () => {
  it('compat 1: POST /user/token renews a user JWT; no refresh endpoint', async () => {
    const h = await boot({ compat: '1' });
    try {
      expect((await h.json('GET', '/info')).body.version).toBe('v1.1.0');
      const u = await h.user('alice');
      expect(u.cookie).toBe('');
      const r = await h.json('POST', '/user/token', { token: u.token });
      expect(r.status).toBe(200);
      expect((await h.json('GET', '/user', { token: r.body.token })).status).toBe(200);
      expect((await h.call('POST', '/user/token/refresh')).status).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('compat 0.24: version and info shape', async () => {
    const h = await boot({ compat: '0.24', registration: false });
    try {
      const info = (await h.json('GET', '/info')).body;
      expect(info.version).toBe('v0.24.6');
      expect(info.registration_enabled).toBe(false);
      const reg = await h.json('POST', '/register', {
        body: { username: 'x', email: 'x@example.com', password: 'password123' },
      });
      // Vikunja answers a plain 404 (echo.ErrNotFound) when registration is off.
      expect([reg.status, reg.body]).toEqual([404, { message: 'Not Found' }]);
    } finally {
      await h.close();
    }
  });
});
