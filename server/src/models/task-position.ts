import type { AppState } from '../context.ts';

/** The project (negative for pseudo projects) and owner of a view, or undefined when there is no such view. */
export function viewScope(app: AppState, viewId: number): { project_id: number; owner_id: number } | undefined {
  return app.db.prepare('SELECT project_id, owner_id FROM project_views WHERE id = ?').get(viewId) as
    { project_id: number; owner_id: number } | undefined;
}

/** Sets a task's position in one view. */
export function setTaskPosition(app: AppState, taskId: number, viewId: number, position: number): void {
  app.db
    .prepare(
      'INSERT INTO task_positions (task_id, project_view_id, position) VALUES (?, ?, ?) ON CONFLICT(task_id, project_view_id) DO UPDATE SET position = excluded.position',
    )
    .run(taskId, viewId, position);
}
