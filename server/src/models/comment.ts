import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { reactionsJson } from './reaction.ts';
import type { CommentRow } from './rows.ts';
import { userJsonById } from './user.ts';

export type { CommentRow };

/** models.TaskComment. */
export function commentJson(app: AppState, r: CommentRow): Record<string, unknown> {
  return {
    id: r.id,
    comment: r.comment,
    author: userJsonById(app, r.author_id),
    reactions: reactionsJson(app, 1, r.id),
    created: r.created,
    updated: r.updated,
  };
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
