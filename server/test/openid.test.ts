import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCli } from '../src/cli.ts';
import type { OpenIdProviderConfig } from '../src/options.ts';
import { totpCode } from '../src/auth/totp.ts';
import { boot, type Harness } from './harness.ts';
import { startFakeOidc, type FakeOidc } from './fake-oidc.ts';

const REDIRECT = 'http://127.0.0.1:1/auth/openid/fake';
const ADA = { sub: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace', preferred_username: 'ada' };

describe('OpenID Connect login (compat 2)', () => {
  let fake: FakeOidc;
  let down: FakeOidc;
  let dead: OpenIdProviderConfig;
  let h: Harness;
  const signIn = (code: string, extra: Record<string, unknown> = {}, provider = 'fake') =>
    h.json('POST', `/auth/openid/${provider}/callback`, { body: { code, redirect_url: REDIRECT, ...extra } });
  const me = async (token: string) => (await h.json('GET', '/user', { token })).body;

  beforeAll(async () => {
    fake = await startFakeOidc();
    down = await startFakeOidc();
    down.discoveryDown = true;
    const gone = await startFakeOidc();
    dead = gone.provider('dead', 'Dead ID');
    await gone.close();
    const providers = [
      fake.provider('fake', 'Fake ID', { logoutUrl: `${fake.issuer}/logout` }),
      down.provider('down', 'Down ID'),
    ];
    h = await boot({ openidProviders: [...providers, dead] });
  });
  afterAll(async () => {
    await h.close();
    await fake.close();
    await down.close();
  });
  afterEach(() => {
    fake.user = { ...ADA };
    fake.userinfoOnly = [];
    fake.idToken = {};
    vi.restoreAllMocks();
  });

  it('lists discovered providers in /info with the authorisation endpoint, and leaves out one whose discovery fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { body } = await h.json('GET', '/info');
    expect(body.auth.openid_connect).toEqual({
      enabled: true,
      providers: [
        {
          key: 'fake',
          name: 'Fake ID',
          auth_url: `${fake.issuer}/authorize`,
          client_id: fake.clientId,
          scope: 'openid email profile',
          logout_url: `${fake.issuer}/logout`,
          email_fallback: false,
          username_fallback: false,
          force_user_info: false,
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain(fake.clientSecret);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"down"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"dead"'));
    // A failed discovery is not remembered: once the provider is up, it is listed.
    down.discoveryDown = false;
    const again = await h.json('GET', '/info');
    expect(again.body.auth.openid_connect.providers.map((p: { key: string }) => p.key)).toEqual(['fake', 'down']);
    down.discoveryDown = true;
  });

  it('creates a user on the first sign-in, with a refresh cookie, an Inbox and no local password', async () => {
    const res = await h.call('POST', '/auth/openid/fake/callback', {
      body: { code: fake.code(REDIRECT), redirect_url: REDIRECT },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(
      /^vikunja_refresh_token=.+Path=\/api\/v1\/user\/token\/refresh.*HttpOnly/i,
    );
    const { token } = (await res.json()) as { token: string };
    expect(await me(token)).toMatchObject({ username: 'ada', email: 'ada@example.com', name: 'Ada Lovelace' });
    const projects = (await h.json('GET', '/projects', { token })).body as { title: string }[];
    expect(projects.map((p) => p.title)).toContain('Inbox');
    expect(fake.tokenRequests.at(-1)).toMatchObject({ auth: 'client_secret_basic', redirectUri: REDIRECT });
    // The account has no password: neither an empty nor a guessed one signs in locally.
    expect((await h.json('POST', '/login', { body: { username: 'ada', password: '' } })).body.code).toBe(1004);
    expect((await h.json('POST', '/login', { body: { username: 'ada', password: 'password123' } })).body.code).toBe(
      1011,
    );
  });

  it('signs the same subject in as the same user, taking a changed email and name from the provider', async () => {
    const first = await signIn(fake.code(REDIRECT));
    fake.user = { ...ADA, email: 'ada@new.example.com', name: 'Ada King', preferred_username: 'countess' };
    const second = await signIn(fake.code(REDIRECT));
    expect(second.status).toBe(200);
    const [a, b] = [await me(first.body.token), await me(second.body.token)];
    expect(b.id).toBe(a.id);
    expect(b).toMatchObject({ username: 'ada', email: 'ada@new.example.com', name: 'Ada King' });
  });

  it('marks the account as belonging to the provider: no local password, email or reset; deletion without a password', async () => {
    const { body } = await signIn(fake.code(REDIRECT));
    const token = body.token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      isLocalUser: boolean;
    };
    expect(claims.isLocalUser).toBe(false);
    expect(await me(token)).toMatchObject({ is_local_user: false, auth_provider: 'fake' });
    const password = await h.json('POST', '/user/password', {
      token,
      body: { old_password: 'x', new_password: 'long enough 1' },
    });
    expect([password.status, password.body.code]).toEqual([412, 1021]);
    const email = await h.json('POST', '/user/settings/email', {
      token,
      body: { new_email: 'other@example.com', password: 'x' },
    });
    expect([email.status, email.body.code]).toEqual([412, 1021]);
    expect((await h.json('POST', '/user/deletion/request', { token, body: {} })).status).toBe(200);
    // A local account still needs its password for the same request.
    const local = await h.user('local-deleter');
    expect((await h.json('POST', '/user/deletion/request', { token: local.token, body: {} })).body.code).toBe(1014);
    expect(await me(local.token)).toMatchObject({ is_local_user: true, auth_provider: 'local' });
  });

  it('makes a clashing username unique and leaves the local account alone', async () => {
    const local = await h.user('grace');
    fake.user = { sub: 'user-2', email: 'grace@other.example.com', name: 'Grace', preferred_username: 'grace' };
    const r = await signIn(fake.code(REDIRECT));
    expect(r.status).toBe(200);
    const created = await me(r.body.token);
    expect(created.username).toBe('grace2');
    expect(created.id).not.toBe(local.id);
    expect((await me(local.token)).email).toBe('grace@example.com');
  });

  it('reads the email from the userinfo endpoint when the ID token has none', async () => {
    fake.user = { sub: 'user-3', email: 'lin@example.com', preferred_username: 'lin' };
    fake.userinfoOnly = ['email'];
    const r = await signIn(fake.code(REDIRECT));
    expect(r.status).toBe(200);
    expect(await me(r.body.token)).toMatchObject({ username: 'lin', email: 'lin@example.com' });
  });

  it('answers 412/1019 when neither the ID token nor userinfo has an email', async () => {
    fake.user = { sub: 'user-4', preferred_username: 'noemail' };
    const r = await signIn(fake.code(REDIRECT));
    expect([r.status, r.body.code]).toEqual([412, 1019]);
  });

  it('answers 400 for a code the token endpoint refuses (unknown, reused or for another redirect)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await signIn('not-a-code')).status).toBe(400);
    const code = fake.code(REDIRECT);
    expect((await signIn(code)).status).toBe(200);
    const reused = await signIn(code);
    expect(reused).toMatchObject({ status: 400, body: { message: 'Could not authenticate against third party.' } });
    expect((await signIn(fake.code(REDIRECT), { redirect_url: 'http://127.0.0.1:1/elsewhere' })).status).toBe(400);
  });

  it.each([
    ['a payload edited after signing', { tamper: true }],
    ['a signature by a foreign key', { foreignKey: true }],
    ['another audience', { claims: { aud: 'someone-else' } }],
    ['another issuer', { claims: { iss: 'http://127.0.0.1:1' } }],
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
  ])('refuses an ID token with %s and creates nobody', async (_what, idToken) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.user = { sub: 'user-bad', email: 'mallory@example.com', preferred_username: 'mallory' };
    fake.idToken = idToken;
    const r = await signIn(fake.code(REDIRECT));
    expect(r).toMatchObject({ status: 500, body: { message: 'The ID token from the OpenID provider is not valid.' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ID token refused'));
    expect(h.server.db.prepare("SELECT COUNT(*) AS n FROM users WHERE username = 'mallory'").get()).toEqual({ n: 0 });
  });

  it('answers 400 for an unknown provider and 500 when the provider cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await signIn('x', {}, 'nope')).toMatchObject({
      status: 400,
      body: { message: 'This OpenID provider does not exist.' },
    });
    expect(await signIn('x', {}, 'dead')).toMatchObject({
      status: 500,
      body: { message: 'The OpenID provider cannot be reached.' },
    });
  });

  it('asks an OpenID user with two-factor sign-in for the passcode (412/1017)', async () => {
    fake.user = { sub: 'user-5', email: 'totp@example.com', preferred_username: 'twofactor' };
    const { token } = (await signIn(fake.code(REDIRECT))).body;
    const { secret } = (await h.json('POST', '/user/settings/totp/enroll', { token })).body;
    const now = () => totpCode(secret, Math.floor(Date.now() / 30000));
    expect((await h.json('POST', '/user/settings/totp/enable', { token, body: { passcode: now() } })).status).toBe(200);
    expect((await signIn(fake.code(REDIRECT))).body.code).toBe(1017);
    expect((await signIn(fake.code(REDIRECT), { totp_passcode: now() })).status).toBe(200);
  });
});

describe('OpenID Connect login (compat 1, client_secret_post)', () => {
  it('signs in without a refresh cookie, authenticating with the secret in the form when that is all the provider takes', async () => {
    const fake = await startFakeOidc({ authMethods: ['client_secret_post'] });
    const h = await boot({ compat: '1', openidProviders: [fake.provider()] });
    try {
      const res = await h.call('POST', '/auth/openid/fake/callback', {
        body: { code: fake.code(REDIRECT), redirect_url: REDIRECT },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      const { token } = (await res.json()) as { token: string };
      expect((await h.json('GET', '/user', { token })).body.username).toBe('ada');
      expect(fake.tokenRequests.map((r) => r.auth)).toEqual(['client_secret_post']);
      const info = (await h.json('GET', '/info')).body;
      expect(info.auth.openid_connect.providers[0].auth_url).toBe(`${fake.issuer}/authorize`);
    } finally {
      await h.close();
      await fake.close();
    }
  });
});

describe('OpenID provider options', () => {
  it('reads providers in Vikunja config spelling from the environment (list or map keyed by provider)', () => {
    const asMap = JSON.stringify({
      acme: {
        name: 'Acme ID',
        authurl: 'http://127.0.0.1:9000',
        clientid: 'c',
        clientsecret: 's',
        logouturl: 'http://127.0.0.1:9000/out',
      },
    });
    expect(parseCli([], { VIKUNJA_OPENID_PROVIDERS: asMap }).openidProviders).toEqual([
      {
        key: 'acme',
        name: 'Acme ID',
        authUrl: 'http://127.0.0.1:9000',
        clientId: 'c',
        clientSecret: 's',
        logoutUrl: 'http://127.0.0.1:9000/out',
        scope: undefined,
      },
    ]);
    const asList = JSON.stringify([
      { name: 'My Provider', auth_url: 'http://127.0.0.1:9', client_id: 'c', tokenAuthMethod: 'client_secret_post' },
    ]);
    expect(parseCli(['--openid-providers', asList], {}).openidProviders?.[0]).toMatchObject({
      key: 'myprovider',
      tokenAuthMethod: 'client_secret_post',
    });
    expect(() => parseCli(['--openid-providers', '[{"name":"x"}]'], {})).toThrow(/authurl/);
  });
});
