import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { hashPassword } from '../auth/password.ts';
import { nowIso } from '../time.ts';
import { createProject } from './project.ts';
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
