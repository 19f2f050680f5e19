import { totpCode } from '../../../src/auth/totp.ts';
import { mailedToken, PASSWORD, png, type Account, type World } from '../world.ts';

const REDIRECT = 'http://127.0.0.1:1/auth/openid/fake';

const cookieOf = (res: Response): string => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

async function logIn(w: World, username: string, password = PASSWORD): Promise<{ token: string; cookie: string }> {
  const login = await w.r.send('POST', '/login', { body: { username, password } });
  return { token: login.body.token as string, cookie: cookieOf(login.res) };
}

/** Registers, confirms the mailed address (the server runs with email confirmation) and logs in. */
async function signUp(w: World, username: string): Promise<Account> {
  const reg = await w.r.call('POST', '/register', undefined, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
  });
  await w.r.call('POST', '/user/confirm', undefined, { token: mailedToken(w, 'userEmailConfirm') });
  return { ...(await logIn(w, username)), id: reg.id as number, username };
}

/** Server info, registration, sign-in (password and OpenID), sessions, the profile and its settings. */
export async function accounts(w: World): Promise<void> {
  const { r } = w;
  await r.call('GET', '/info');
  w.alice = await signUp(w, 'alice');
  w.bob = await signUp(w, 'bob');
  const a = w.alice.token;
  const me = await r.call('GET', '/user', a);
  await r.call('POST', '/user/settings/general', a, { ...me.settings, name: 'Alice' });
  await r.call('GET', '/user/timezones', a);
  await r.call('GET', '/users?s=bob', a);
  await r.call('GET', '/user/settings/avatar', a);
  await r.call('POST', '/user/settings/avatar', a, { avatar_provider: 'initials' });
  await r.send('PUT', '/user/settings/avatar/upload', { token: a, form: { avatar: png('me.png') } });
  if (w.mode === '2') {
    // 2.x renews a user session with the rotating refresh cookie; POST /user/token is for link shares.
    const refreshed = await r.send('POST', '/user/token/refresh', { headers: { cookie: w.alice.cookie } });
    w.alice.token = refreshed.body.token;
    w.alice.cookie = cookieOf(refreshed.res);
    // A second sign-in is a second session; alice lists hers and ends the other one.
    await logIn(w, 'alice');
    const sessions = await r.call('GET', '/user/sessions', w.alice.token);
    const other = (sessions as { id: string; is_current: boolean }[]).find((s) => !s.is_current);
    await r.call('DELETE', `/user/sessions/${other?.id}`, w.alice.token);
  } else {
    w.alice.token = (await r.call('POST', '/user/token', a)).token;
  }
  await r.call('POST', '/auth/openid/fake/callback', undefined, {
    code: w.oidc.code(REDIRECT),
    redirect_url: REDIRECT,
  });
}

/** A third account goes through everything that changes credentials, then asks to be deleted and changes its mind. */
export async function security(w: World): Promise<void> {
  const { r } = w;
  const carol = await signUp(w, 'carol');
  let c = carol.token;
  const enrolled = await r.call('POST', '/user/settings/totp/enroll', c);
  await r.call('GET', '/user/settings/totp', c);
  await r.call('POST', '/user/settings/totp/enable', c, {
    passcode: totpCode(enrolled.secret, Math.floor(Date.now() / 30000)),
  });
  await r.call('POST', '/user/settings/totp/disable', c, { password: PASSWORD });

  const caldav = await r.call('PUT', '/user/settings/token/caldav', c);
  await r.call('GET', '/user/settings/token/caldav', c);
  // 0.24's swagger documents this deletion as GET (see scope.ts); the DELETE is only in later files.
  if (w.mode !== '0.24') await r.call('DELETE', `/user/settings/token/caldav/${caldav.id}`, c);

  await r.call('POST', '/user/password', c, { old_password: PASSWORD, new_password: 'password456' });
  await r.call('POST', '/user/password/token', undefined, { email: 'carol@example.com' });
  await r.call('POST', '/user/password/reset', undefined, {
    token: mailedToken(w, 'userPasswordReset'),
    new_password: PASSWORD,
  });
  // A reset ends every session, so sign in again.
  c = (await logIn(w, 'carol')).token;
  await r.call('POST', '/user/settings/email', c, { new_email: 'carol2@example.com', password: PASSWORD });

  await r.call('POST', '/user/deletion/request', c, { password: PASSWORD });
  await r.call('POST', '/user/deletion/confirm', c, { token: mailedToken(w, 'accountDeletionConfirm') });
  await r.call('POST', '/user/deletion/cancel', c, { password: PASSWORD });
}
