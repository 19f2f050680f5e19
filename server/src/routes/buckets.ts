import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, str } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, taskJson } from '../models/task.ts';
import { defaultBucketOf, setTaskBucket } from '../models/task-buckets.ts';
import { assertNotArchived, updateTask } from '../models/task-write.ts';
import { createBucket, findView, type ViewRow } from '../models/view.ts';
import { userJsonById } from '../models/user.ts';
import { nowIso } from '../time.ts';
import type { BucketRow } from '../models/rows.ts';

export type { BucketRow } from '../models/rows.ts';

export function bucketJson(app: AppState, b: BucketRow): Record<string, unknown> {
  const count = (
    app.db.prepare('SELECT COUNT(*) AS n FROM task_buckets WHERE bucket_id = ?').get(b.id) as { n: number }
  ).n;
  return {
    id: b.id,
    title: b.title,
    project_view_id: b.project_view_id,
    limit: b.limit,
    count,
    position: b.position,
    created_by: userJsonById(app, b.created_by_id),
    created: b.created,
    updated: b.updated,
    tasks: null,
  };
}

function view(c: Ctx, needed: number): ViewRow {
  const app = c.get('app');
  const projectId = idParam(
    c,
    c.req.param('project') !== undefined ? 'project' : c.req.param('projectID') !== undefined ? 'projectID' : 'id',
  );
  requireProjectPermission(app, requireAuth(c), projectId, needed);
  return findView(app, projectId, idParam(c, 'view'));
}

function bucket(c: Ctx, v: ViewRow, param: string): BucketRow {
  const b = c
    .get('app')
    .db.prepare('SELECT * FROM buckets WHERE id = ? AND project_view_id = ?')
    .get(idParam(c, param), v.id) as BucketRow | undefined;
  if (!b) throw apiError(404, CODE.bucketNotFound, 'This bucket does not exist.');
  return b;
}

/** Moves a task into a bucket of a view; the done bucket marks it done, leaving it un-marks it. */
async function moveTask(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const v = view(c, 1);
  const b = bucket(c, v, 'bucket');
  const taskId = num(await jsonBody(c), 'task_id');
  if (!taskId) throw errors.idEmpty();
  const t = getTask(app, taskId);
  if (t.project_id !== v.project_id)
    throw apiError(400, CODE.bucketOfOtherProject, 'This bucket does not belong to that project.');
  assertNotArchived(app, t.project_id);
  const current = app.db
    .prepare('SELECT bucket_id FROM task_buckets WHERE task_id = ? AND project_view_id = ?')
    .get(t.id, v.id) as { bucket_id: number } | undefined;
  if (current?.bucket_id !== b.id && b.limit > 0) {
    const n = (app.db.prepare('SELECT COUNT(*) AS n FROM task_buckets WHERE bucket_id = ?').get(b.id) as { n: number })
      .n;
    if (n >= b.limit) throw apiError(412, CODE.bucketFull, 'You cannot add more tasks to this bucket.');
  }
  const repeats = t.repeat_after > 0 || t.repeat_mode === 1;
  if (b.id === v.done_bucket_id && repeats && !t.done) {
    // A repeating task is never done: dropped on the done bucket, its dates move on by one interval
    // (as when it is marked done) and it goes back to the default bucket.
    app.db.transaction(() => {
      updateTask(app, auth, t, { ...taskJson(app, auth, t), done: true, bucket_id: 0 });
      setTaskBucket(app, t.id, v.id, defaultBucketOf(app, v));
    })();
    return moved(c, t.id, v, defaultBucketOf(app, v));
  }
  app.db.transaction(() => {
    setTaskBucket(app, t.id, v.id, b.id);
    const done =
      b.id === v.done_bucket_id ? 1 : current?.bucket_id === v.done_bucket_id && v.done_bucket_id ? 0 : t.done;
    if (done !== t.done) {
      app.db
        .prepare('UPDATE tasks SET done = ?, done_at = ?, updated = ? WHERE id = ?')
        .run(done, done ? nowIso() : null, nowIso(), t.id);
      // Other kanban views follow the done flag too.
      for (const other of app.db
        .prepare("SELECT * FROM project_views WHERE project_id = ? AND view_kind = 'kanban' AND id != ?")
        .all(t.project_id, v.id) as ViewRow[]) {
        if (done && other.done_bucket_id) setTaskBucket(app, t.id, other.id, other.done_bucket_id);
        else if (!done) setTaskBucket(app, t.id, other.id, defaultBucketOf(app, other));
      }
    }
  })();
  return moved(c, t.id, v, b.id);
}

/** The answer to a bucket move: where the task ended up. */
function moved(c: Ctx, taskId: number, v: ViewRow, bucketId: number): Response {
  const app = c.get('app');
  const task = taskJson(app, requireAuth(c), getTask(app, taskId), { viewId: v.id });
  const b = app.db.prepare('SELECT * FROM buckets WHERE id = ?').get(bucketId) as BucketRow;
  // 0.24's TaskBucket carries the resulting done flag; later releases embed the task and the bucket instead.
  if (app.opts.compat === '0.24')
    return c.json({ task_id: taskId, bucket_id: b.id, project_view_id: v.id, task_done: task.done });
  return c.json({ task_id: taskId, bucket_id: b.id, project_view_id: v.id, task, bucket: bucketJson(app, b) });
}

export function registerBuckets(api: Hono<Env>): void {
  const base = '/projects/:id{[0-9]+}/views/:view{[0-9]+}/buckets';
  api.get(base, (c) => {
    const app = c.get('app');
    const v = view(c, 0);
    const rows = app.db
      .prepare('SELECT * FROM buckets WHERE project_view_id = ? ORDER BY position, id')
      .all(v.id) as BucketRow[];
    return c.json(rows.map((b) => bucketJson(app, b)));
  });
  api.put(base, async (c) => {
    const app = c.get('app');
    const v = view(c, 1);
    const body = await jsonBody(c);
    const title = (str(body, 'title') ?? '').trim();
    if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
    const max =
      (
        app.db.prepare('SELECT MAX(position) AS m FROM buckets WHERE project_view_id = ?').get(v.id) as {
          m: number | null;
        }
      ).m ?? 0;
    const id = createBucket(
      app,
      v.id,
      title,
      num(body, 'position') || max + 65536,
      requireAuth(c).userId,
      Math.max(0, num(body, 'limit') ?? 0),
    );
    return c.json(bucketJson(app, app.db.prepare('SELECT * FROM buckets WHERE id = ?').get(id) as BucketRow), 201);
  });
  api.post('/projects/:projectID{[0-9]+}/views/:view{[0-9]+}/buckets/:bucketID{[0-9]+}', async (c) => {
    const app = c.get('app');
    const v = view(c, 1);
    const b = bucket(c, v, 'bucketID');
    const body = await jsonBody(c);
    const title = (str(body, 'title') ?? b.title).trim() || b.title;
    app.db
      .prepare('UPDATE buckets SET title = ?, "limit" = ?, position = ?, updated = ? WHERE id = ?')
      .run(title, Math.max(0, num(body, 'limit') ?? b.limit), num(body, 'position') ?? b.position, nowIso(), b.id);
    return c.json(bucketJson(app, app.db.prepare('SELECT * FROM buckets WHERE id = ?').get(b.id) as BucketRow));
  });
  api.delete('/projects/:projectID{[0-9]+}/views/:view{[0-9]+}/buckets/:bucketID{[0-9]+}', (c) => {
    const app = c.get('app');
    const v = view(c, 1);
    const b = bucket(c, v, 'bucketID');
    const count = (
      app.db.prepare('SELECT COUNT(*) AS n FROM buckets WHERE project_view_id = ?').get(v.id) as { n: number }
    ).n;
    if (count <= 1) throw apiError(412, CODE.lastBucket, 'You cannot remove the last bucket.');
    app.db.transaction(() => {
      app.db.prepare('DELETE FROM buckets WHERE id = ?').run(b.id);
      app.db
        .prepare(
          'UPDATE project_views SET default_bucket_id = CASE WHEN default_bucket_id = ? THEN 0 ELSE default_bucket_id END, done_bucket_id = CASE WHEN done_bucket_id = ? THEN 0 ELSE done_bucket_id END WHERE id = ?',
        )
        .run(b.id, b.id, v.id);
      const fallback = defaultBucketOf(app, findView(app, v.project_id, v.id));
      app.db.prepare('UPDATE task_buckets SET bucket_id = ? WHERE bucket_id = ?').run(fallback, b.id);
    })();
    return c.json({ message: 'Successfully deleted.' });
  });
  api.post('/projects/:project{[0-9]+}/views/:view{[0-9]+}/buckets/:bucket{[0-9]+}/tasks', moveTask);
}
