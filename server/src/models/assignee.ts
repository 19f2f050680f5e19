import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';

export const isAssigned = (app: AppState, taskId: number, userId: number): boolean =>
  !!app.db.prepare('SELECT 1 FROM task_assignees WHERE task_id = ? AND user_id = ?').get(taskId, userId);

/** Assigns a user to a task; answers when. */
export function addAssignee(app: AppState, taskId: number, userId: number): string {
  const created = nowIso();
  app.db
    .prepare('INSERT INTO task_assignees (task_id, user_id, created) VALUES (?, ?, ?)')
    .run(taskId, userId, created);
  return created;
}

/** Un-assigns a user; false when they were not assigned. */
export const removeAssignee = (app: AppState, taskId: number, userId: number): boolean =>
  app.db.prepare('DELETE FROM task_assignees WHERE task_id = ? AND user_id = ?').run(taskId, userId).changes > 0;

/** The ids of a task's assignees. */
export const assigneeIds = (app: AppState, taskId: number): Set<number> =>
  new Set(
    (app.db.prepare('SELECT user_id FROM task_assignees WHERE task_id = ?').all(taskId) as { user_id: number }[]).map(
      (r) => r.user_id,
    ),
  );
