import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import type { UserRow } from './user.ts';

/** Everything POST /user/settings/general replaces. */
export interface SettingsUpdate {
  name: string;
  emailReminders: boolean;
  discoverableByName: boolean;
  discoverableByEmail: boolean;
  overdueReminders: boolean;
  overdueRemindersTime: string;
  defaultProjectId: number;
  weekStart: number;
  language: string;
  timezone: string;
  frontendSettings: object;
}

export function updateSettings(app: AppState, userId: number, s: SettingsUpdate): void {
  app.db
    .prepare(
      `UPDATE users SET name = ?, email_reminders_enabled = ?, discoverable_by_name = ?, discoverable_by_email = ?,
        overdue_tasks_reminders_enabled = ?, overdue_tasks_reminders_time = ?, default_project_id = ?, week_start = ?,
        language = ?, timezone = ?, frontend_settings = ?, updated = ? WHERE id = ?`,
    )
    .run(
      s.name,
      s.emailReminders ? 1 : 0,
      s.discoverableByName ? 1 : 0,
      s.discoverableByEmail ? 1 : 0,
      s.overdueReminders ? 1 : 0,
      s.overdueRemindersTime,
      s.defaultProjectId,
      s.weekStart,
      s.language,
      s.timezone,
      JSON.stringify(s.frontendSettings),
      nowIso(),
      userId,
    );
}

/** Whether another account uses that email address (in any case). */
export function emailTaken(app: AppState, email: string, exceptUserId: number): boolean {
  return !!app.db.prepare('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id != ?').get(email, exceptUserId);
}

export function setEmail(app: AppState, userId: number, email: string): void {
  app.db.prepare('UPDATE users SET email = ?, updated = ? WHERE id = ?').run(email, nowIso(), userId);
}

export function setAvatarProvider(app: AppState, userId: number, provider: string): void {
  app.db.prepare('UPDATE users SET avatar_provider = ? WHERE id = ?').run(provider, userId);
}

/** Users whose username contains `s`, whose name does (if they allow it) or whose email is `s` (if they allow it). */
export function searchUsers(app: AppState, s: string): UserRow[] {
  const like = `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return app.db
    .prepare(
      `SELECT * FROM users WHERE username LIKE ? ESCAPE '\\' OR (discoverable_by_name = 1 AND name LIKE ? ESCAPE '\\')
       OR (discoverable_by_email = 1 AND email = ? COLLATE NOCASE) ORDER BY id LIMIT 50`,
    )
    .all(like, like, s) as UserRow[];
}

/** A new TOTP secret, not enabled until a passcode of it is confirmed. */
export function setTotpSecret(app: AppState, userId: number, secret: string): void {
  app.db.prepare('UPDATE users SET totp_secret = ?, totp_enabled = 0 WHERE id = ?').run(secret, userId);
}

export function enableTotp(app: AppState, userId: number): void {
  app.db.prepare('UPDATE users SET totp_enabled = 1 WHERE id = ?').run(userId);
}

export function disableTotp(app: AppState, userId: number): void {
  app.db.prepare("UPDATE users SET totp_enabled = 0, totp_secret = '' WHERE id = ?").run(userId);
}
