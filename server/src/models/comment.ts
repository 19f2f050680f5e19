import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { IN_JSON } from './paging.ts';
import { reactionsJson } from './reaction.ts';
import type { CommentRow } from './rows.ts';
import { userJsonById, usersJsonByIds } from './user.ts';

export type { CommentRow };

function commentJsonWith(
  r: CommentRow,
  author: Record<string, unknown> | null,
  reactions: Record<string, unknown[]> | null,
): Record<string, unknown> {
  return { id: r.id, comment: r.comment, author, reactions, created: r.created, updated: r.updated };
}

/** models.TaskComment. */
export const commentJson = (app: AppState, r: CommentRow): Record<string, unknown> =>
  commentJsonWith(r, userJsonById(app, r.author_id), reactionsJson(app, 1, r.id));

/** models.TaskComment of each comment, their reactions read in one statement and their people in one lookup. */
export function commentsJson(app: AppState, rows: CommentRow[]): Record<string, unknown>[] {
  const reacted = app.db
    .prepare(
      `SELECT entity_id, user_id, value FROM reactions WHERE entity_kind = 1 AND entity_id ${IN_JSON} ORDER BY id`,
    )
    .all(JSON.stringify(rows.map((c) => c.id))) as { entity_id: number; user_id: number; value: string }[];
  const user = usersJsonByIds(app, [...rows.map((r) => r.author_id), ...reacted.map((r) => r.user_id)]);
  const reactions = new Map<number, Record<string, unknown[]>>();
  for (const r of reacted) {
    const map = reactions.get(r.entity_id) ?? {};
    (map[r.value] ??= []).push(user(r.user_id));
    reactions.set(r.entity_id, map);
  }
  return rows.map((r) => commentJsonWith(r, user(r.author_id), reactions.get(r.id) ?? null));
}

/** A comment of the task, if it exists there. */
export const findComment = (app: AppState, id: number, taskId: number): CommentRow | undefined =>
  app.db.prepare('SELECT * FROM task_comments WHERE id = ? AND task_id = ?').get(id, taskId) as CommentRow | undefined;

export function createComment(app: AppState, taskId: number, authorId: number, text: string): CommentRow {
  const now = nowIso();
  const info = app.db
    .prepare('INSERT INTO task_comments (comment, author_id, task_id, created, updated) VALUES (?, ?, ?, ?, ?)')
    .run(text, authorId, taskId, now, now);
  return app.db.prepare('SELECT * FROM task_comments WHERE id = ?').get(Number(info.lastInsertRowid)) as CommentRow;
}

export function updateComment(app: AppState, id: number, text: string): void {
  app.db.prepare('UPDATE task_comments SET comment = ?, updated = ? WHERE id = ?').run(text, nowIso(), id);
}

export function deleteComment(app: AppState, id: number): void {
  app.db.prepare('DELETE FROM task_comments WHERE id = ?').run(id);
}

/** The task shows as unread to each of these users. */
export function markTaskUnread(app: AppState, taskId: number, userIds: Iterable<number>): void {
  const insert = app.db.prepare('INSERT OR IGNORE INTO task_unread_statuses (task_id, user_id) VALUES (?, ?)');
  for (const uid of userIds) insert.run(taskId, uid);
}
