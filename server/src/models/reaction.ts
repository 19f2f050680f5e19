import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { usersJsonByIds } from './user.ts';

/** models.ReactionMap (value → users), or null when there are none; the users read in one lookup. */
export function reactionsJson(app: AppState, kind: number, entityId: number): Record<string, unknown[]> | null {
  const rows = app.db
    .prepare('SELECT user_id, value FROM reactions WHERE entity_kind = ? AND entity_id = ? ORDER BY id')
    .all(kind, entityId) as { user_id: number; value: string }[];
  if (!rows.length) return null;
  const user = usersJsonByIds(
    app,
    rows.map((r) => r.user_id),
  );
  const out: Record<string, unknown[]> = {};
  for (const r of rows) (out[r.value] ??= []).push(user(r.user_id));
  return out;
}

/** The task a comment belongs to, if the comment exists. */
export const commentTaskId = (app: AppState, commentId: number): number | undefined =>
  (app.db.prepare('SELECT task_id FROM task_comments WHERE id = ?').get(commentId) as { task_id: number } | undefined)
    ?.task_id;

/** Adds a user's reaction to an entity unless they already reacted so; answers when it was asked. */
export function addReaction(app: AppState, kind: number, entityId: number, userId: number, value: string): string {
  const created = nowIso();
  const exists = app.db
    .prepare('SELECT 1 FROM reactions WHERE entity_kind = ? AND entity_id = ? AND user_id = ? AND value = ?')
    .get(kind, entityId, userId, value);
  if (!exists)
    app.db
      .prepare('INSERT INTO reactions (user_id, entity_id, entity_kind, value, created) VALUES (?, ?, ?, ?, ?)')
      .run(userId, entityId, kind, value, created);
  return created;
}

export function removeReaction(app: AppState, kind: number, entityId: number, userId: number, value: string): void {
  app.db
    .prepare('DELETE FROM reactions WHERE entity_kind = ? AND entity_id = ? AND user_id = ? AND value = ?')
    .run(kind, entityId, userId, value);
}
