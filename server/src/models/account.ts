import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { hashPassword } from '../auth/password.ts';
import { nowIso } from '../time.ts';
import { createProject, deleteProjectTree } from './project.ts';
import { getUser, type UserRow } from './user.ts';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  language?: string;
  name?: string;
}

/** Vikunja's register validation, with its codes. */
export function validateNewUser(app: AppState, u: NewUser): void {
  if (!u.username) throw apiError(400, CODE.invalidModel, 'Invalid model provided. username: non zero value required');
  if (/\s/.test(u.username)) throw apiError(412, CODE.usernameHasSpaces, 'The username must not contain spaces.');
  if (u.username.includes('://') || u.username.length < 3 || u.username.length > 250) {
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. username: invalid');
  }
  if (!u.password || u.password.length < 8 || Buffer.byteLength(u.password) > 72) {
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. password: must be between 8 and 72 characters');
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(u.email) || u.email.length > 250) {
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. email: invalid email address');
  }
  if (app.db.prepare('SELECT 1 FROM users WHERE username = ?').get(u.username)) {
    throw apiError(400, CODE.usernameExists, 'A user with this username already exists.');
  }
  if (app.db.prepare('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE').get(u.email)) {
    throw apiError(400, CODE.emailExists, 'A user with this email address already exists.');
  }
}

/** Creates a user with an "Inbox" default project (as Vikunja does on registration). */
export function createUser(app: AppState, u: NewUser): UserRow {
  const now = nowIso();
  return app.db.transaction(() => {
    const info = app.db
      .prepare(
        'INSERT INTO users (username, email, name, password, language, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(u.username, u.email, u.name ?? '', hashPassword(u.password), u.language ?? '', now, now);
    const id = Number(info.lastInsertRowid);
    const inbox = createProject(app, id, { title: 'Inbox' });
    app.db.prepare('UPDATE users SET default_project_id = ? WHERE id = ?').run(inbox.id, id);
    return getUser(app.db, id);
  })();
}

/** Account status: 0 active, 1 waiting for its email address to be confirmed (2, disabled, is set elsewhere). */
export function setUserStatus(app: AppState, userId: number, status: 0 | 1): void {
  app.db.prepare('UPDATE users SET status = ? WHERE id = ?').run(status, userId);
}

export function setPassword(app: AppState, userId: number, password: string): void {
  app.db
    .prepare('UPDATE users SET password = ?, updated = ? WHERE id = ?')
    .run(hashPassword(password), nowIso(), userId);
}

/** Marks the account for deletion at `at` (null withdraws the request). */
export function scheduleDeletion(app: AppState, userId: number, at: string | null): void {
  app.db.prepare('UPDATE users SET deletion_scheduled_at = ? WHERE id = ?').run(at, userId);
}

/** Tables whose rows belong to one user through `user_id`. */
const USER_TABLES = [
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
];

/** Deletes a user with everything they own (projects, labels, filters, teams they alone created). */
export function deleteUser(app: AppState, userId: number): void {
  app.db.transaction(() => {
    const projects = app.db
      .prepare('SELECT id FROM projects WHERE owner_id = ? AND parent_project_id = 0')
      .all(userId) as { id: number }[];
    for (const p of projects) deleteProjectTree(app, p.id);
    for (const table of USER_TABLES) app.db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
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
