import type { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { bool, jsonBody, str } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { verifyJwt } from '../auth/jwt.ts';
import { verifyPassword } from '../auth/password.ts';
import { noAuthRateLimit } from '../auth/rate-limit.ts';
import { createSession, issueUserJwt, REFRESH_COOKIE, REFRESH_PATH, rotateSession } from '../auth/sessions.ts';
import { endSession } from '../models/session.ts';
import { sessionClient } from './sessions.ts';
import { verifyTotp } from '../auth/totp.ts';
import { createUser, setUserStatus, validateNewUser } from '../models/account.ts';
import { findUserByEmail, findUserByName, getUser, userJson } from '../models/user.ts';
import { newToken, TOKEN } from '../models/user-token.ts';
import { sendMail } from '../mail.ts';
import { issueLinkShareJwt } from './shares-auth.ts';
import { checkLanguage } from './user-settings.ts';

/**
 * The refresh cookie's path and attributes as 2.5 sets them: scoped to the refresh route under the
 * public URL's path, HttpOnly, `SameSite=Lax` over http and `SameSite=None; Secure` over https.
 */
function refreshCookieOptions(c: Ctx): { path: string; sameSite: 'Strict' | 'Lax' | 'None'; secure: boolean } {
  const opts = c.get('app').opts;
  const publicUrl = opts.frontendUrl ? new URL(opts.frontendUrl) : new URL(c.req.url);
  const https = publicUrl.protocol === 'https:';
  const base = opts.frontendUrl ? publicUrl.pathname.replace(/\/+$/, '') : '';
  const sameSite = opts.refreshCookieSameSite === 'release' ? (https ? 'None' : 'Lax') : opts.refreshCookieSameSite;
  return { path: `${base}${REFRESH_PATH}`, sameSite, secure: https || sameSite === 'None' };
}

/** Sets the rotating refresh cookie of a compat-2 session (login and OpenID callback). */
export function setRefreshCookie(c: Ctx, value: string, long: boolean): void {
  const app = c.get('app');
  setCookie(c, REFRESH_COOKIE, value, {
    ...refreshCookieOptions(c),
    httpOnly: true,
    maxAge: long ? app.opts.longSessionIdleSeconds : app.opts.sessionIdleSeconds,
  });
}

async function register(c: Ctx): Promise<Response> {
  const app = c.get('app');
  // Vikunja answers a plain 404 when registration is off, as if the route did not exist.
  if (!app.opts.registration) throw errors.notFound();
  const body = await jsonBody(c);
  const u = {
    username: str(body, 'username') ?? '',
    email: (str(body, 'email') ?? '').trim(),
    password: str(body, 'password') ?? '',
    language: str(body, 'language') ?? '',
  };
  validateNewUser(app, u);
  checkLanguage(u.language);
  const user = createUser(app, u);
  if (app.opts.emailConfirmation) {
    // Status 1: the address must be confirmed before the first sign-in (Vikunja answers 1012 until then).
    setUserStatus(app, user.id, 1);
    const token = newToken(app, user.id, TOKEN.emailConfirm);
    const link = `${app.opts.frontendUrl.replace(/\/+$/, '')}/?userEmailConfirm=${token}`;
    sendMail(
      app,
      user.email,
      'Please confirm your email address',
      `Hi ${user.username},\n\nconfirm your email address with this link:\n\n${link}\n`,
    );
  }
  return c.json(userJson(user, app, user.id));
}

async function login(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const body = await jsonBody(c);
  const username = str(body, 'username') ?? '';
  const password = str(body, 'password') ?? '';
  const long = bool(body, 'long_token') ?? false;
  if (!username || !password) throw apiError(412, CODE.noUsernamePassword, 'Please specify a username and a password.');
  // Vikunja accepts the email address in place of the username.
  const user = findUserByName(app.db, username) ?? findUserByEmail(app.db, username);
  const row = user ? getUser(app.db, user.id) : undefined;
  if (!row || !verifyPassword(password, row.password))
    throw apiError(412, CODE.wrongUsernameOrPassword, 'Wrong username or password.');
  if (row.status === 2) throw apiError(412, CODE.accountDisabled, 'This account is disabled.');
  if (row.status === 1) throw apiError(412, CODE.emailNotConfirmed, 'The email address of this user is not confirmed.');
  if (app.opts.totp && row.totp_enabled) {
    const code = str(body, 'totp_passcode') ?? '';
    if (!code || !verifyTotp(row.totp_secret, code))
      throw apiError(412, CODE.invalidTotpPasscode, 'Invalid totp passcode.');
  }
  if (app.opts.compat !== '2') return c.json({ token: issueUserJwt(app, row, { long, sessionId: null }) });
  const { sessionId, refresh } = createSession(app, row.id, long, sessionClient(c));
  setRefreshCookie(c, refresh, long);
  return c.json({ token: issueUserJwt(app, row, { long, sessionId }) });
}

/** POST /user/token: link shares always; user JWTs only before 2.x (then the refresh cookie is the way). */
function renewToken(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  if (auth.kind === 'link') return c.json({ token: issueLinkShareJwt(app, auth.shareId) });
  if (app.opts.compat === '2') throw apiError(400, undefined, 'Only link share tokens can be renewed.');
  const row = getUser(app.db, auth.userId);
  // A renewed long token stays long, as Vikunja reads `long` from the token being renewed.
  const claims = verifyJwt(/^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '', app.secret);
  return c.json({ token: issueUserJwt(app, row, { long: claims?.long === true, sessionId: null }) });
}

function refresh(c: Ctx): Response {
  const app = c.get('app');
  const cookie = getCookie(c, REFRESH_COOKIE);
  const rotated = cookie ? rotateSession(app, cookie) : null;
  if (!rotated) throw apiError(401, undefined, 'Invalid or expired refresh token.');
  const long = !!rotated.session.is_long;
  setRefreshCookie(c, rotated.refresh, long);
  const row = getUser(app.db, rotated.session.user_id);
  return c.json({ token: issueUserJwt(app, row, { long, sessionId: rotated.session.id }) });
}

function logout(c: Ctx): Response {
  const app = c.get('app');
  const auth = c.get('auth');
  if (auth?.kind === 'user' && auth.sessionId) endSession(app, auth.sessionId);
  // A logout with only the cookie (expired JWT) still ends the session it names.
  const cookie = getCookie(c, REFRESH_COOKIE);
  if (cookie) {
    const rotated = rotateSession(app, cookie);
    if (rotated) endSession(app, rotated.session.id);
  }
  deleteCookie(c, REFRESH_COOKIE, refreshCookieOptions(c));
  return c.json({ message: 'Successfully logged out.', oidc_logout_url: '' });
}

export function registerAuth(api: Hono<Env>): void {
  // Vikunja's limit on the routes reached without a session (off unless configured).
  const limited = [
    '/login',
    '/register',
    '/user/password/token',
    '/user/password/reset',
    '/user/confirm',
    '/shares/*',
    '/auth/openid/*',
  ];
  for (const path of limited) api.use(path, noAuthRateLimit());
  api.post('/register', register);
  api.post('/login', login);
  api.post('/user/token', renewToken);
  api.post('/user/token/refresh', (c) => {
    if (c.get('app').opts.compat !== '2') throw errors.notFound();
    return refresh(c);
  });
  api.post('/user/logout', (c) => {
    if (c.get('app').opts.compat !== '2') throw errors.notFound();
    return logout(c);
  });
}
