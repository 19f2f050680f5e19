import type { AppState } from '../context.ts';
import { hashPassword, randomToken } from '../auth/password.ts';
import { nowIso } from '../time.ts';

/** user_tokens kinds: one-use tokens mailed to the user, and CalDAV tokens (stored hashed, shown once). */
export const TOKEN = { passwordReset: 1, emailConfirm: 2, deletion: 3, caldav: 4 } as const;

/** A fresh one-use token of `kind` for the user, replacing any earlier one of that kind. */
export function newToken(app: AppState, userId: number, kind: number): string {
  const token = randomToken(24);
  app.db.prepare('DELETE FROM user_tokens WHERE user_id = ? AND kind = ?').run(userId, kind);
  app.db
    .prepare('INSERT INTO user_tokens (user_id, token, kind, created) VALUES (?, ?, ?, ?)')
    .run(userId, token, kind, nowIso());
  return token;
}

/** Spends a one-use token: the user it was made for, or undefined when there is no such token. */
export function useToken(app: AppState, token: string, kind: number): number | undefined {
  const row = app.db.prepare('SELECT id, user_id FROM user_tokens WHERE token = ? AND kind = ?').get(token, kind) as
    { id: number; user_id: number } | undefined;
  if (row) app.db.prepare('DELETE FROM user_tokens WHERE id = ?').run(row.id);
  return row?.user_id;
}

export function caldavTokensOf(app: AppState, userId: number): { id: number; created: string }[] {
  return app.db
    .prepare('SELECT id, created FROM user_tokens WHERE user_id = ? AND kind = ? ORDER BY id')
    .all(userId, TOKEN.caldav) as { id: number; created: string }[];
}

/** Stores a CalDAV token (hashed); answers its id. */
export function addCaldavToken(app: AppState, userId: number, token: string, created: string): number {
  const info = app.db
    .prepare('INSERT INTO user_tokens (user_id, token, kind, created) VALUES (?, ?, ?, ?)')
    .run(userId, hashPassword(token), TOKEN.caldav, created);
  return Number(info.lastInsertRowid);
}

/** Whether the user had that CalDAV token (it is gone now). */
export function deleteCaldavToken(app: AppState, id: number, userId: number): boolean {
  return (
    app.db.prepare('DELETE FROM user_tokens WHERE id = ? AND user_id = ? AND kind = ?').run(id, userId, TOKEN.caldav)
      .changes > 0
  );
}
