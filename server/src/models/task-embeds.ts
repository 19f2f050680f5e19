import type { AppState } from '../context.ts';
import type { BucketRow, CommentRow } from './rows.ts';

/** The first `limit` comments of a task, oldest first (`expand=comments`). */
export function firstComments(app: AppState, taskId: number, limit: number): CommentRow[] {
  return app.db
    .prepare('SELECT * FROM task_comments WHERE task_id = ? ORDER BY created, id LIMIT ?')
    .all(taskId, limit) as CommentRow[];
}

/** The buckets a task sits in, one per kanban view (`expand=buckets`). */
export function bucketsOfTask(app: AppState, taskId: number): BucketRow[] {
  return app.db
    .prepare(
      'SELECT b.* FROM task_buckets tb JOIN buckets b ON b.id = tb.bucket_id WHERE tb.task_id = ? ORDER BY tb.project_view_id',
    )
    .all(taskId) as BucketRow[];
}
