import type { AppState } from '../context.ts';
import { errors } from '../errors.ts';
import type { TaskRow } from './task.ts';

/** GET /projects/{id}/tasks/by-index/{index}. */
export function findByIndex(app: AppState, projectId: number, index: number): TaskRow {
  const t = app.db.prepare('SELECT * FROM tasks WHERE project_id = ? AND "index" = ?').get(projectId, index) as
    TaskRow | undefined;
  if (!t) throw errors.taskNotFound();
  return t;
}

/** Unread flags: set for everyone else with access when a task changes, cleared by POST /tasks/{id}/read. */
export function markTaskRead(app: AppState, taskId: number, userId: number): void {
  app.db.prepare('DELETE FROM task_unread_statuses WHERE task_id = ? AND user_id = ?').run(taskId, userId);
}
