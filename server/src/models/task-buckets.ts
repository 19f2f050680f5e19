import type { AppState } from '../context.ts';
import type { ViewRow } from './view.ts';

/** Kanban views of a project that use manual buckets (the only ones tasks are placed into). */
export function manualKanbanViews(app: AppState, projectId: number): ViewRow[] {
  return app.db
    .prepare(
      "SELECT * FROM project_views WHERE project_id = ? AND view_kind = 'kanban' AND bucket_configuration_mode = 'manual'",
    )
    .all(projectId) as ViewRow[];
}

/** The default bucket of a view: configured, else the leftmost. */
export function defaultBucketOf(app: AppState, view: ViewRow): number {
  if (view.default_bucket_id) return view.default_bucket_id;
  const first = app.db
    .prepare('SELECT id FROM buckets WHERE project_view_id = ? ORDER BY position, id LIMIT 1')
    .get(view.id) as { id: number } | undefined;
  return first?.id ?? 0;
}

export function setTaskBucket(app: AppState, taskId: number, viewId: number, bucketId: number): void {
  if (!bucketId) return;
  app.db
    .prepare(
      'INSERT INTO task_buckets (task_id, bucket_id, project_view_id) VALUES (?, ?, ?) ON CONFLICT(task_id, project_view_id) DO UPDATE SET bucket_id = excluded.bucket_id',
    )
    .run(taskId, bucketId, viewId);
}

/**
 * Keeps buckets in step with the done flag, per kanban view: done tasks go to the done bucket;
 * a task un-done while in the done bucket goes back to the default bucket; new tasks land in the
 * default bucket.
 */
export function syncTaskBuckets(app: AppState, taskId: number, projectId: number, done: boolean): void {
  for (const view of manualKanbanViews(app, projectId)) {
    const current = app.db
      .prepare('SELECT bucket_id FROM task_buckets WHERE task_id = ? AND project_view_id = ?')
      .get(taskId, view.id) as { bucket_id: number } | undefined;
    if (done && view.done_bucket_id) {
      setTaskBucket(app, taskId, view.id, view.done_bucket_id);
    } else if (!current || (!done && current.bucket_id === view.done_bucket_id && view.done_bucket_id)) {
      setTaskBucket(app, taskId, view.id, defaultBucketOf(app, view));
    }
  }
}

/** Drops bucket placements that belong to another project's views (after a task moves project). */
export function resetTaskBuckets(app: AppState, taskId: number): void {
  app.db.prepare('DELETE FROM task_buckets WHERE task_id = ?').run(taskId);
  app.db.prepare('DELETE FROM task_positions WHERE task_id = ?').run(taskId);
}
