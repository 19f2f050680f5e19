import type { AppState } from '../context.ts';
import type { TaskRow } from './task.ts';

/** A project's tasks, oldest first, as the data export lists them. */
export function exportedTasks(app: AppState, projectId: number): TaskRow[] {
  return app.db.prepare('SELECT * FROM tasks WHERE project_id = ? ORDER BY id').all(projectId) as TaskRow[];
}

/** The user's saved filters as stored (filters.json of the data export). */
export function exportedFilters(app: AppState, userId: number): unknown[] {
  return app.db.prepare('SELECT * FROM saved_filters WHERE owner_id = ?').all(userId);
}
