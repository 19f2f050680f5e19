import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { jsonBody, str } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/password.ts';
import { scheduleDeletion, setPassword, setUserStatus } from '../models/account.ts';
import { endUserSessions } from '../models/session.ts';
import { findUserByEmail, getUser, isLocalUser } from '../models/user.ts';
import { newToken, TOKEN, useToken } from '../models/user-token.ts';
import { sendMail } from '../mail.ts';
import { nowIso } from '../time.ts';
import { checkNewPassword } from './user-settings.ts';

const DELETION_DELAY_MS = 3 * 24 * 3600 * 1000;

async function confirmPassword(c: Ctx): Promise<number> {
  const app = c.get('app');
  const u = getUser(app.db, requireUser(c).userId);
  // Accounts of a third-party provider have no password here (password only for local accounts).
  if (!isLocalUser(u)) return u.id;
  const pw = str(await jsonBody(c), 'password') ?? '';
  if (!pw) throw apiError(412, CODE.emptyOldPassword, 'Please specify old password.');
  if (!verifyPassword(pw, u.password)) throw apiError(412, CODE.wrongUsernameOrPassword, 'Wrong username or password.');
  return u.id;
}

/** Vikunja does not register the deletion routes when user deletion is off: a plain 404. */
function deletionEnabled(c: Ctx): void {
  if (!c.get('app').opts.userDeletion) throw errors.notFound();
}

export function registerUserAccount(api: Hono<Env>): void {
  api.post('/user/password/token', async (c) => {
    const app = c.get('app');
    const email = str(await jsonBody(c), 'email') ?? '';
    const u = findUserByEmail(app.db, email);
    // Like Vikunja, do not reveal whether the address exists; provider accounts have no password to reset.
    if (u && isLocalUser(u)) {
      const token = newToken(app, u.id, TOKEN.passwordReset);
      sendMail(
        app,
        u.email,
        'Reset your password',
        `Hi ${u.username},\n\nuse this token to reset your password: ${token}\n\n/?userPasswordReset=${token}`,
      );
    }
    return c.json({ message: 'Token was sent.' });
  });
  api.post('/user/password/reset', async (c) => {
    const app = c.get('app');
    const body = await jsonBody(c);
    const pw = str(body, 'new_password') ?? '';
    if (!pw) throw apiError(412, CODE.emptyNewPassword, 'Please specify new password.');
    const token = str(body, 'token') ?? '';
    if (!token) throw apiError(412, CODE.noPasswordResetToken, 'No password reset token provided.');
    checkNewPassword(pw);
    const userId = useToken(app, token, TOKEN.passwordReset);
    if (!userId) throw apiError(412, CODE.invalidPasswordResetToken, 'Invalid password reset token.');
    setPassword(app, userId, pw);
    endUserSessions(app, userId);
    return c.json({ message: 'The password was updated successfully.' });
  });
  api.post('/user/confirm', async (c) => {
    const app = c.get('app');
    const token = str(await jsonBody(c), 'token') ?? '';
    const userId = token ? useToken(app, token, TOKEN.emailConfirm) : undefined;
    if (!userId) throw apiError(412, CODE.invalidEmailConfirmToken, 'Invalid email confirm token.');
    setUserStatus(app, userId, 0);
    return c.json({ message: 'The email was confirmed successfully.' });
  });
  api.post('/user/deletion/request', async (c) => {
    deletionEnabled(c);
    const app = c.get('app');
    const u = getUser(app.db, await confirmPassword(c));
    const token = newToken(app, u.id, TOKEN.deletion);
    sendMail(
      app,
      u.email,
      'Please confirm the deletion of your account',
      `Hi ${u.username},\n\nconfirm the deletion with this token: ${token}\n\n/?accountDeletionConfirm=${token}`,
    );
    return c.json({ message: 'Successfully requested deletion.' });
  });
  api.post('/user/deletion/confirm', async (c) => {
    deletionEnabled(c);
    const app = c.get('app');
    const auth = requireUser(c);
    const token = str(await jsonBody(c), 'token') ?? '';
    const userId = token ? useToken(app, token, TOKEN.deletion) : undefined;
    if (!userId || userId !== auth.userId)
      throw apiError(412, CODE.invalidAccountDeletionToken, 'Invalid account deletion token.');
    scheduleDeletion(app, userId, nowIso(new Date(Date.now() + DELETION_DELAY_MS)));
    return c.json({ message: 'Successfully confirmed the deletion request.' });
  });
  api.post('/user/deletion/cancel', async (c) => {
    deletionEnabled(c);
    const userId = await confirmPassword(c);
    scheduleDeletion(c.get('app'), userId, null);
    return c.json({ message: 'Successfully aborted deletion.' });
  });
}
