import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { nowIso } from '../time.ts';
import { IN_JSON } from './paging.ts';
import type { BucketRow } from './rows.ts';
import type { TaskRow } from './task.ts';
import { defaultBucketOf, setTaskBucket } from './task-buckets.ts';
import { atomically } from './transaction.ts';
import { userJsonById, usersJsonByIds } from './user.ts';
import { findView, type ViewRow } from './view.ts';

export type { BucketRow };

/** models.Bucket with its task count and creator already known (its `tasks` left null for the caller to fill). */
function bucketJsonWith(
  b: BucketRow,
  count: number,
  createdBy: Record<string, unknown> | null,
): Record<string, unknown> {
  return {
    id: b.id,
    title: b.title,
    project_view_id: b.project_view_id,
    limit: b.limit,
    count,
    position: b.position,
    created_by: createdBy,
    created: b.created,
    updated: b.updated,
    tasks: null,
  };
}

/** How many tasks sit in a bucket. */
export const bucketTaskCount = (app: AppState, bucketId: number): number =>
  (app.db.prepare('SELECT COUNT(*) AS n FROM task_buckets WHERE bucket_id = ?').get(bucketId) as { n: number }).n;

/** models.Bucket without its tasks. */
export const bucketJson = (app: AppState, b: BucketRow): Record<string, unknown> =>
  bucketJsonWith(b, bucketTaskCount(app, b.id), userJsonById(app, b.created_by_id));

/**
 * models.Bucket of each bucket, in a fixed number of statements however many there are: the creators in
 * one lookup, and the task counts in one statement unless `counts` already holds them.
 */
export function bucketsJson(
  app: AppState,
  buckets: BucketRow[],
  counts: Map<number, number> = bucketTaskCounts(app, buckets),
): Record<string, unknown>[] {
  const creator = usersJsonByIds(
    app,
    buckets.map((b) => b.created_by_id),
  );
  return buckets.map((b) => bucketJsonWith(b, counts.get(b.id) ?? 0, creator(b.created_by_id)));
}

function bucketTaskCounts(app: AppState, buckets: BucketRow[]): Map<number, number> {
  return new Map(
    (
      app.db
        .prepare(`SELECT bucket_id, COUNT(*) AS n FROM task_buckets WHERE bucket_id ${IN_JSON} GROUP BY bucket_id`)
        .all(JSON.stringify(buckets.map((b) => b.id))) as { bucket_id: number; n: number }[]
    ).map((r) => [r.bucket_id, r.n]),
  );
}

export const getBucket = (app: AppState, id: number): BucketRow =>
  app.db.prepare('SELECT * FROM buckets WHERE id = ?').get(id) as BucketRow;

/** A bucket of the view (404/10001 otherwise). */
export function bucketInView(app: AppState, id: number, viewId: number): BucketRow {
  const b = app.db.prepare('SELECT * FROM buckets WHERE id = ? AND project_view_id = ?').get(id, viewId) as
    BucketRow | undefined;
  if (!b) throw apiError(404, CODE.bucketNotFound, 'This bucket does not exist.');
  return b;
}

/** A view's buckets, left to right. */
export const bucketsOfView = (app: AppState, viewId: number): BucketRow[] =>
  app.db.prepare('SELECT * FROM buckets WHERE project_view_id = ? ORDER BY position, id').all(viewId) as BucketRow[];

export const bucketCount = (app: AppState, viewId: number): number =>
  (app.db.prepare('SELECT COUNT(*) AS n FROM buckets WHERE project_view_id = ?').get(viewId) as { n: number }).n;

/** The highest position of a view's buckets (0 without any). */
export const lastBucketPosition = (app: AppState, viewId: number): number =>
  (
    app.db.prepare('SELECT MAX(position) AS m FROM buckets WHERE project_view_id = ?').get(viewId) as {
      m: number | null;
    }
  ).m ?? 0;

export function updateBucket(app: AppState, id: number, b: { title: string; limit: number; position: number }): void {
  app.db
    .prepare('UPDATE buckets SET title = ?, "limit" = ?, position = ?, updated = ? WHERE id = ?')
    .run(b.title, b.limit, b.position, nowIso(), id);
}

/** Deletes a bucket: the view forgets it as default or done bucket and its tasks go to the default bucket. */
export function deleteBucket(app: AppState, v: ViewRow, bucketId: number): void {
  atomically(app, () => {
    app.db.prepare('DELETE FROM buckets WHERE id = ?').run(bucketId);
    app.db
      .prepare(
        'UPDATE project_views SET default_bucket_id = CASE WHEN default_bucket_id = ? THEN 0 ELSE default_bucket_id END, done_bucket_id = CASE WHEN done_bucket_id = ? THEN 0 ELSE done_bucket_id END WHERE id = ?',
      )
      .run(bucketId, bucketId, v.id);
    const fallback = defaultBucketOf(app, findView(app, v.project_id, v.id));
    app.db.prepare('UPDATE task_buckets SET bucket_id = ? WHERE bucket_id = ?').run(fallback, bucketId);
  });
}

/** The bucket a task sits in within a view, if any. */
export const bucketOfTask = (app: AppState, taskId: number, viewId: number): number | undefined =>
  (
    app.db
      .prepare('SELECT bucket_id FROM task_buckets WHERE task_id = ? AND project_view_id = ?')
      .get(taskId, viewId) as { bucket_id: number } | undefined
  )?.bucket_id;

/**
 * Puts a task into a bucket of a view; entering the done bucket marks it done and leaving it un-marks it,
 * and the project's other kanban views follow the done flag.
 */
export function placeTaskInBucket(app: AppState, t: TaskRow, v: ViewRow, bucketId: number, from?: number): void {
  atomically(app, () => {
    setTaskBucket(app, t.id, v.id, bucketId);
    const done = bucketId === v.done_bucket_id ? 1 : from === v.done_bucket_id && v.done_bucket_id ? 0 : t.done;
    if (done === t.done) return;
    app.db
      .prepare('UPDATE tasks SET done = ?, done_at = ?, updated = ? WHERE id = ?')
      .run(done, done ? nowIso() : null, nowIso(), t.id);
    for (const other of app.db
      .prepare("SELECT * FROM project_views WHERE project_id = ? AND view_kind = 'kanban' AND id != ?")
      .all(t.project_id, v.id) as ViewRow[]) {
      if (done && other.done_bucket_id) setTaskBucket(app, t.id, other.id, other.done_bucket_id);
      else if (!done) setTaskBucket(app, t.id, other.id, defaultBucketOf(app, other));
    }
  });
}
