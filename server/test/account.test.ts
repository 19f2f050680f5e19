import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/auth/totp.ts';
import { boot, type Harness } from './harness.ts';

function lastMail(h: Harness): string {
  const dir = h.server.state.mailDir;
  const files = fs.readdirSync(dir).sort();
  return fs.readFileSync(path.join(dir, files[files.length - 1] ?? ''), 'utf8');
}

/** A request's status and error code (0 when the answer carries none). */
async function answer(
  h: Harness,
  method: string,
  p: string,
  o: { token?: string; body?: unknown } = {},
): Promise<{ status: number; code: number }> {
  const r = await h.json(method, p, o);
  return { status: r.status, code: (r.body?.code as number | undefined) ?? 0 };
}

const login = (h: Harness, username: string, password: string, more: Record<string, unknown> = {}) =>
  answer(h, 'POST', '/login', { body: { username, password, ...more } });

describe('user settings and account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  it('general settings are saved and validated', async () => {
    const u = await h.user('alice');
    const me = (await h.json('GET', '/user', { token: u.token })).body;
    const settings = {
      ...me.settings,
      name: 'Alice A',
      week_start: 1,
      timezone: 'Europe/Berlin',
      frontend_settings: { color_schema: 'dark' },
    };
    const r = await h.json('POST', '/user/settings/general', { token: u.token, body: settings });
    expect(r.status).toBe(200);
    const after = (await h.json('GET', '/user', { token: u.token })).body;
    expect(after.settings).toMatchObject({
      name: 'Alice A',
      week_start: 1,
      timezone: 'Europe/Berlin',
      frontend_settings: { color_schema: 'dark' },
    });
    expect(after.name).toBe('Alice A');
    expect(
      (
        await h.json('POST', '/user/settings/general', {
          token: u.token,
          body: { ...settings, timezone: 'Mars/Olympus' },
        })
      ).body.code,
    ).toBe(1025);
    expect((await h.json('GET', '/user/timezones', { token: u.token })).body).toContain('Europe/Berlin');
  });

  it('password change needs the old password', async () => {
    const u = await h.user('bob');
    const change = (old_password: string, new_password: string) =>
      answer(h, 'POST', '/user/password', { token: u.token, body: { old_password, new_password } });
    expect((await change('nope-nope', 'newpassword1')).code).toBe(1011);
    expect((await change('password123', '')).code).toBe(1013);
    expect((await change('password123', 'newpassword1')).status).toBe(200);
    expect((await login(h, 'bob', 'newpassword1')).status).toBe(200);
  });

  it('email change and password reset go through the mail folder', async () => {
    const u = await h.user('carol');
    const setEmail = (new_email: string) =>
      answer(h, 'POST', '/user/settings/email', { token: u.token, body: { new_email, password: 'password123' } });
    expect((await setEmail('alice@example.com')).code).toBe(1002);
    expect((await setEmail('carol2@example.com')).status).toBe(200);
    expect(lastMail(h)).toContain('To: carol2@example.com');
    await h.json('POST', '/user/password/token', { body: { email: 'carol2@example.com' } });
    const token = /token to reset your password: (\S+)/.exec(lastMail(h))?.[1] ?? '';
    expect(token).not.toBe('');
    const reset = (t: string) =>
      answer(h, 'POST', '/user/password/reset', { body: { token: t, new_password: 'resetpass1' } });
    expect((await reset('wrong')).code).toBe(1009);
    expect((await reset(token)).status).toBe(200);
    expect((await login(h, 'carol', 'resetpass1')).status).toBe(200);
  });

  it('users are found by username; names only when discoverable', async () => {
    const u = await h.user('dave');
    const found = await h.json('GET', '/users?s=alic', { token: u.token });
    expect(found.body.map((x: { username: string }) => x.username)).toEqual(['alice']);
    expect(found.body[0]).not.toHaveProperty('email');
    expect((await h.json('GET', '/users?s=Alice%20A', { token: u.token })).body).toEqual([]);
    const avatar = await h.call('GET', '/avatar/alice?size=40');
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('TOTP: enroll, enable with a code, then login needs it', async () => {
    const u = await h.user('erin');
    const enroll = await h.json('POST', '/user/settings/totp/enroll', { token: u.token });
    expect(enroll.body.enabled).toBe(false);
    const secret = enroll.body.secret as string;
    const enable = (passcode: string) =>
      answer(h, 'POST', '/user/settings/totp/enable', { token: u.token, body: { passcode } });
    expect((await enable('000000')).code).toBe(1017);
    const code = totpCode(secret, Math.floor(Date.now() / 30000));
    expect((await enable(code)).status).toBe(200);
    expect((await h.json('GET', '/user/settings/totp', { token: u.token })).body.enabled).toBe(true);
    expect((await login(h, 'erin', 'password123')).code).toBe(1017);
    expect((await login(h, 'erin', 'password123', { totp_passcode: code })).status).toBe(200);
    expect(
      (await answer(h, 'POST', '/user/settings/totp/disable', { token: u.token, body: { password: 'password123' } }))
        .status,
    ).toBe(200);
    expect((await login(h, 'erin', 'password123')).status).toBe(200);
  });

  it('API tokens authenticate within their permissions', async () => {
    const u = await h.user('frank');
    expect(
      (await h.json('PUT', '/tokens', { token: u.token, body: { title: 't', permissions: { nope: ['x'] } } })).body
        .code,
    ).toBe(14002);
    const t = await h.json('PUT', '/tokens', {
      token: u.token,
      body: { title: 'CLI', permissions: { projects: ['read_all'] } },
    });
    expect(t.status).toBe(201);
    expect(t.body.token).toMatch(/^tk_/);
    expect((await h.json('GET', '/projects', { token: t.body.token })).status).toBe(200);
    expect((await h.json('PUT', '/projects', { token: t.body.token, body: { title: 'x' } })).status).toBe(401);
    const list = await h.json('GET', '/tokens', { token: u.token });
    expect(list.body[0]).not.toHaveProperty('token');
    expect((await h.json('DELETE', `/tokens/${t.body.id}`, { token: u.token })).status).toBe(200);
    expect((await h.json('GET', '/projects', { token: t.body.token })).status).toBe(401);
  });

  it('account deletion: request by password, confirm by mailed token, cancel', async () => {
    const u = await h.user('gina');
    const request = (password: string) =>
      answer(h, 'POST', '/user/deletion/request', { token: u.token, body: { password } });
    expect((await request('wrong-pass')).code).toBe(1011);
    expect((await request('password123')).status).toBe(200);
    const token = /confirm the deletion with this token: (\S+)/.exec(lastMail(h))?.[1] ?? '';
    expect((await h.json('POST', '/user/deletion/confirm', { token: u.token, body: { token } })).status).toBe(200);
    const me = (await h.json('GET', '/user', { token: u.token })).body;
    expect(me.deletion_scheduled_at).not.toBe('0001-01-01T00:00:00Z');
    expect(
      (await h.json('POST', '/user/deletion/cancel', { token: u.token, body: { password: 'password123' } })).status,
    ).toBe(200);
    expect((await h.json('GET', '/user', { token: u.token })).body.deletion_scheduled_at).toBe('0001-01-01T00:00:00Z');
  });
});

describe('email confirmation on registration (a server with a mailer)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot({ emailConfirmation: true, frontendUrl: 'http://app.test' });
  });
  afterAll(() => h.close());

  it('mails a link; sign-in answers 1012 until the address is confirmed, and the token works once', async () => {
    const reg = await h.json('POST', '/register', {
      body: { username: 'erin', email: 'erin@example.com', password: 'password123' },
    });
    expect(reg.status).toBe(200);
    const mail = lastMail(h);
    expect(mail).toContain('To: erin@example.com');
    const token = /\?userEmailConfirm=(\S+)/.exec(mail)?.[1] ?? '';
    expect(mail).toContain(`http://app.test/?userEmailConfirm=${token}`);
    const confirm = (t: string) => answer(h, 'POST', '/user/confirm', { body: { token: t } });
    expect((await login(h, 'erin', 'password123')).code).toBe(1012);
    expect((await confirm('wrong')).code).toBe(1010);
    expect((await confirm(token)).status).toBe(200);
    expect((await login(h, 'erin', 'password123')).status).toBe(200);
    expect((await confirm(token)).code).toBe(1010);
  });
});
