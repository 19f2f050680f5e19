import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { jsonBody, str } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { hashPassword, randomToken, verifyPassword } from '../auth/password.ts';
import { deleteProjectTree } from '../models/project.ts';
import { getUser, isLocalUser } from '../models/user.ts';
import { sendMail } from '../mail.ts';
import { nowIso } from '../time.ts';
import { checkNewPassword } from './user-settings.ts';

/** user_tokens kinds. */
export const TOKEN = { passwordReset: 1, emailConfirm: 2, deletion: 3 } as const;
const DELETION_DELAY_MS = 3 * 24 * 3600 * 1000;

export function newToken(app: AppState, userId: number, kind: number): string {
  const token = randomToken(24);
  app.db.prepare('DELETE FROM user_tokens WHERE user_id = ? AND kind = ?').run(userId, kind);
  app.db
    .prepare('INSERT INTO user_tokens (user_id, token, kind, created) VALUES (?, ?, ?, ?)')
    .run(userId, token, kind, nowIso());
  return token;
}

function useToken(app: AppState, token: string, kind: number): number | undefined {
  const row = app.db.prepare('SELECT id, user_id FROM user_tokens WHERE token = ? AND kind = ?').get(token, kind) as
    { id: number; user_id: number } | undefined;
  if (row) app.db.prepare('DELETE FROM user_tokens WHERE id = ?').run(row.id);
  return row?.user_id;
}

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

/** Deletes a user with everything they own (projects, labels, filters, teams they alone created). */
export function deleteUser(app: AppState, userId: number): void {
  app.db.transaction(() => {
    const projects = app.db
      .prepare('SELECT id FROM projects WHERE owner_id = ? AND parent_project_id = 0')
      .all(userId) as { id: number }[];
    for (const p of projects) deleteProjectTree(app, p.id);
    for (const table of [
      'sessions',
      'users_projects',
      'team_members',
      'task_assignees',
      'favorites',
      'subscriptions',
      'user_tokens',
      'task_unread_statuses',
      'reactions',
      'migration_status',
    ]) {
      app.db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
    }
    app.db.prepare('DELETE FROM api_tokens WHERE owner_id = ?').run(userId);
    app.db
      .prepare('DELETE FROM label_tasks WHERE label_id IN (SELECT id FROM labels WHERE created_by_id = ?)')
      .run(userId);
    app.db.prepare('DELETE FROM labels WHERE created_by_id = ?').run(userId);
    app.db.prepare('DELETE FROM saved_filters WHERE owner_id = ?').run(userId);
    app.db.prepare('DELETE FROM notifications WHERE notifiable_id = ?').run(userId);
    app.db.prepare('DELETE FROM webhooks WHERE user_id = ?').run(userId);
    app.db.prepare('DELETE FROM users WHERE id = ?').run(userId);
  })();
}

/** Carries out deletions whose three-day grace period is over (run on start and hourly). */
export function sweepScheduledDeletions(app: AppState, now = Date.now()): void {
  const due = app.db
    .prepare('SELECT id, deletion_scheduled_at AS at FROM users WHERE deletion_scheduled_at IS NOT NULL')
    .all() as { id: number; at: string }[];
  for (const u of due) if (Date.parse(u.at) <= now) deleteUser(app, u.id);
}

export function registerUserAccount(api: Hono<Env>): void {
  api.post('/user/password/token', async (c) => {
    const app = c.get('app');
    const email = str(await jsonBody(c), 'email') ?? '';
    const u = app.db
      .prepare('SELECT id, username, email, issuer FROM users WHERE email = ? COLLATE NOCASE')
      .get(email) as { id: number; username: string; email: string; issuer: string } | undefined;
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
    app.db.prepare('UPDATE users SET password = ?, updated = ? WHERE id = ?').run(hashPassword(pw), nowIso(), userId);
    app.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
    return c.json({ message: 'The password was updated successfully.' });
  });
  api.post('/user/confirm', async (c) => {
    const app = c.get('app');
    const token = str(await jsonBody(c), 'token') ?? '';
    const userId = token ? useToken(app, token, TOKEN.emailConfirm) : undefined;
    if (!userId) throw apiError(412, CODE.invalidEmailConfirmToken, 'Invalid email confirm token.');
    app.db.prepare('UPDATE users SET status = 0 WHERE id = ?').run(userId);
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
    app.db
      .prepare('UPDATE users SET deletion_scheduled_at = ? WHERE id = ?')
      .run(nowIso(new Date(Date.now() + DELETION_DELAY_MS)), userId);
    return c.json({ message: 'Successfully confirmed the deletion request.' });
  });
  api.post('/user/deletion/cancel', async (c) => {
    deletionEnabled(c);
    const userId = await confirmPassword(c);
    c.get('app').db.prepare('UPDATE users SET deletion_scheduled_at = NULL WHERE id = ?').run(userId);
    return c.json({ message: 'Successfully aborted deletion.' });
  });
}
