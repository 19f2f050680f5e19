import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepScheduledDeletions } from '../src/models/account.ts';
import { boot, type Harness } from './harness.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The payload of a JWT (signature already checked by the server that issued it). */
function claims(token: string): { exp: number; long?: boolean } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
    long?: boolean;
  };
}
/** Seconds a JWT has left. */
const ttl = (token: string): number => claims(token).exp - Date.now() / 1000;

async function login(h: Harness, username: string, long: boolean): Promise<{ token: string; setCookie: string }> {
  const res = await h.call('POST', '/login', { body: { username, password: 'password123', long_token: long } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string };
  return { token: body.token, setCookie: res.headers.get('set-cookie') ?? '' };
}

describe('long_token sessions (compat 2)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
    await h.user('lena');
  });
  afterAll(() => h.close());

  it('a long login gets a 30-day refresh cookie, a normal one 72 hours; both JWTs stay short', async () => {
    const short = await login(h, 'lena', false);
    const long = await login(h, 'lena', true);
    expect(short.setCookie).toMatch(/Max-Age=259200(;|$)/);
    expect(long.setCookie).toMatch(/Max-Age=2592000(;|$)/);
    // In 2.x the JWT is always short-lived; the refresh cookie carries the session.
    expect(ttl(short.token)).toBeLessThanOrEqual(600);
    expect(ttl(long.token)).toBeLessThanOrEqual(600);
    expect(claims(long.token).long).toBe(true);
  });

  it('after four idle days only the long session can still refresh, and it stays long', async () => {
    const short = await login(h, 'lena', false);
    const long = await login(h, 'lena', true);
    const fourDaysAgo = new Date(Date.now() - 4 * DAY_MS).toISOString();
    h.server.db.prepare('UPDATE sessions SET last_active = ?').run(fourDaysAgo);
    const cookie = (s: string): string => s.split(';')[0] ?? '';
    const dead = await h.call('POST', '/user/token/refresh', { headers: { cookie: cookie(short.setCookie) } });
    expect(dead.status).toBe(401);
    const alive = await h.call('POST', '/user/token/refresh', { headers: { cookie: cookie(long.setCookie) } });
    expect(alive.status).toBe(200);
    expect(alive.headers.get('set-cookie')).toMatch(/Max-Age=2592000(;|$)/);
    const token = ((await alive.json()) as { token: string }).token;
    expect((await h.json('GET', '/user', { token })).body.username).toBe('lena');
  });

  it('POST /user/token does not renew user JWTs in 2.x (400)', async () => {
    const { token } = await login(h, 'lena', true);
    const r = await h.json('POST', '/user/token', { token });
    expect(r.status).toBe(400);
    expect(r.body.token).toBeUndefined();
  });
});

describe('long_token and token renewal (compat 0.24)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot({ compat: '0.24' });
    await h.user('olga');
  });
  afterAll(() => h.close());

  it('a long token lives 30 days, a normal one 72 hours; no refresh cookie', async () => {
    const short = await login(h, 'olga', false);
    const long = await login(h, 'olga', true);
    expect(short.setCookie).toBe('');
    expect(ttl(short.token)).toBeGreaterThan(72 * 3600 - 60);
    expect(ttl(short.token)).toBeLessThanOrEqual(72 * 3600);
    expect(ttl(long.token)).toBeGreaterThan(30 * 24 * 3600 - 60);
  });

  it('POST /user/token returns a new working token, as long-lived as the one renewed', async () => {
    const short = await login(h, 'olga', false);
    const renewed = await h.json('POST', '/user/token', { token: short.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(short.token);
    expect(ttl(renewed.body.token)).toBeLessThanOrEqual(72 * 3600);
    expect((await h.json('GET', '/user', { token: renewed.body.token })).body.username).toBe('olga');
    const long = await login(h, 'olga', true);
    const renewedLong = await h.json('POST', '/user/token', { token: long.token });
    expect(ttl(renewedLong.body.token)).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect((await h.json('POST', '/user/token')).status).toBe(401);
    expect((await h.call('POST', '/user/token/refresh')).status).toBe(404);
  });
});

describe('user search and account deletion', () => {
  let h: Harness;
  let seeker: string;
  beforeAll(async () => {
    h = await boot();
    seeker = (await h.user('seeker')).token;
  });
  afterAll(() => h.close());

  /** Registers a user with a display name and the two discoverability switches. */
  async function person(username: string, name: string, byName: boolean, byEmail: boolean): Promise<void> {
    const { token } = await h.user(username);
    const settings = (await h.json('GET', '/user', { token })).body.settings;
    const r = await h.json('POST', '/user/settings/general', {
      token,
      body: { ...settings, name, discoverable_by_name: byName, discoverable_by_email: byEmail },
    });
    expect(r.status).toBe(200);
  }
  const find = async (s: string): Promise<string[]> => {
    const r = await h.json('GET', `/users?s=${encodeURIComponent(s)}`, { token: seeker });
    expect(r.status).toBe(200);
    return r.body.map((u: { username: string }) => u.username).sort();
  };

  it('discoverable_by_name finds a user by part of the name; discoverable_by_email by the full address only', async () => {
    await person('qn1', 'Quentin Marigold', true, false);
    await person('qe2', 'Rosalind Pepperpot', false, true);
    await person('qx3', 'Tobias Wintergreen', false, false);
    expect(await find('Marigold')).toEqual(['qn1']);
    expect(await find('quentin mari')).toEqual(['qn1']);
    expect(await find('qe2@example.com')).toEqual(['qe2']);
    expect(await find('QE2@EXAMPLE.COM')).toEqual(['qe2']);
    // Not discoverable this way: name of an email-only user, email of a name-only user, partial email.
    expect(await find('Pepperpot')).toEqual([]);
    expect(await find('qn1@example.com')).toEqual([]);
    expect(await find('qe2@example')).toEqual([]);
    // Neither switch: only the username finds them.
    expect(await find('Wintergreen')).toEqual([]);
    expect(await find('qx3@example.com')).toEqual([]);
    expect(await find('qx3')).toEqual(['qx3']);
  });

  it('turning discoverable_by_name off hides the name again', async () => {
    await person('qh4', 'Hortensia Blue', true, false);
    expect(await find('Hortensia')).toEqual(['qh4']);
    const { token } = await login(h, 'qh4', false);
    const settings = (await h.json('GET', '/user', { token })).body.settings;
    await h.json('POST', '/user/settings/general', { token, body: { ...settings, discoverable_by_name: false } });
    expect(await find('Hortensia')).toEqual([]);
  });

  function lastMail(): string {
    const dir = h.server.state.mailDir;
    const files = fs.readdirSync(dir).sort();
    return fs.readFileSync(path.join(dir, files[files.length - 1] ?? ''), 'utf8');
  }
  /** Requests and confirms a deletion; returns the user's token. */
  async function scheduleDeletion(username: string): Promise<string> {
    const { token } = await h.user(username);
    expect((await h.json('POST', '/user/deletion/request', { token, body: { password: 'password123' } })).status).toBe(
      200,
    );
    const mailed = /confirm the deletion with this token: (\S+)/.exec(lastMail())?.[1] ?? '';
    expect((await h.json('POST', '/user/deletion/confirm', { token, body: { token: mailed } })).status).toBe(200);
    return token;
  }
  const scheduledAt = async (token: string): Promise<string> =>
    (await h.json('GET', '/user', { token })).body.deletion_scheduled_at;

  it('confirming schedules the deletion three days ahead; cancelling clears it', async () => {
    const before = Date.now();
    const token = await scheduleDeletion('dora');
    const at = Date.parse(await scheduledAt(token));
    // Stored to the second.
    expect(at).toBeGreaterThanOrEqual(Math.floor((before + 3 * DAY_MS) / 1000) * 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    const wrong = await h.json('POST', '/user/deletion/cancel', { token, body: { password: 'not-my-password' } });
    expect(wrong.body.code).toBe(1011);
    expect(await scheduledAt(token)).not.toBe('0001-01-01T00:00:00Z');
    expect((await h.json('POST', '/user/deletion/cancel', { token, body: { password: 'password123' } })).status).toBe(
      200,
    );
    expect(await scheduledAt(token)).toBe('0001-01-01T00:00:00Z');
  });

  it('the sweep deletes only users whose three days are over', async () => {
    const doomed = await scheduleDeletion('gone');
    const cancelled = await scheduleDeletion('stays');
    await h.json('POST', '/user/deletion/cancel', { token: cancelled, body: { password: 'password123' } });
    const bystander = (await h.user('bystander')).token;
    const project = (await h.json('PUT', '/projects', { token: doomed, body: { title: 'Soon gone' } })).body.id;
    const apiToken = (
      await h.json('PUT', '/tokens', {
        token: doomed,
        body: { title: 't', permissions: { projects: ['read_all'] }, expires_at: '2099-01-01T00:00:00Z' },
      })
    ).body.token;
    expect((await h.json('GET', '/projects', { token: apiToken })).status).toBe(200);

    // One hour before the time: nothing happens.
    sweepScheduledDeletions(h.server.state, Date.now() + 3 * DAY_MS - 3600 * 1000);
    expect((await h.json('GET', '/user', { token: doomed })).status).toBe(200);

    sweepScheduledDeletions(h.server.state, Date.now() + 3 * DAY_MS + 60 * 1000);
    expect((await h.json('GET', '/user', { token: doomed })).status).toBe(401);
    expect((await h.json('POST', '/login', { body: { username: 'gone', password: 'password123' } })).body.code).toBe(
      1011,
    );
    expect(h.server.db.prepare('SELECT 1 FROM projects WHERE id = ?').get(project)).toBeUndefined();
    expect((await h.json('GET', '/projects', { token: apiToken })).status).toBe(401);
    for (const token of [cancelled, bystander, seeker])
      expect((await h.json('GET', '/user', { token })).status).toBe(200);
  });
});
