import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, str } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import * as buckets from '../models/bucket.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, taskJson } from '../models/task.ts';
import { defaultBucketOf, setTaskBucket } from '../models/task-buckets.ts';
import { assertNotArchived, updateTask } from '../models/task-write.ts';
import { atomically } from '../models/transaction.ts';
import { createBucket, findView, type ViewRow } from '../models/view.ts';

function view(c: Ctx, needed: number): ViewRow {
  const app = c.get('app');
  const projectId = idParam(
    c,
    c.req.param('project') !== undefined ? 'project' : c.req.param('projectID') !== undefined ? 'projectID' : 'id',
  );
  requireProjectPermission(app, requireAuth(c), projectId, needed);
  return findView(app, projectId, idParam(c, 'view'));
}

const bucket = (c: Ctx, v: ViewRow, param: string): buckets.BucketRow =>
  buckets.bucketInView(c.get('app'), idParam(c, param), v.id);

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
  const current = buckets.bucketOfTask(app, t.id, v.id);
  if (current !== b.id && b.limit > 0 && buckets.bucketTaskCount(app, b.id) >= b.limit)
    throw apiError(412, CODE.bucketFull, 'You cannot add more tasks to this bucket.');
  const repeats = t.repeat_after > 0 || t.repeat_mode === 1;
  if (b.id === v.done_bucket_id && repeats && !t.done) {
    // A repeating task is never done: dropped on the done bucket, its dates move on by one interval
    // (as when it is marked done) and it goes back to the default bucket.
    atomically(app, () => {
      updateTask(app, auth, t, { ...taskJson(app, auth, t), done: true, bucket_id: 0 });
      setTaskBucket(app, t.id, v.id, defaultBucketOf(app, v));
    });
    return moved(c, t.id, v, defaultBucketOf(app, v));
  }
  buckets.placeTaskInBucket(app, t, v, b.id, current);
  return moved(c, t.id, v, b.id);
}

/** The answer to a bucket move: where the task ended up. */
function moved(c: Ctx, taskId: number, v: ViewRow, bucketId: number): Response {
  const app = c.get('app');
  const task = taskJson(app, requireAuth(c), getTask(app, taskId), { viewId: v.id });
  const b = buckets.getBucket(app, bucketId);
  // 0.24's TaskBucket carries the resulting done flag; later releases embed the task and the bucket instead.
  if (app.opts.compat === '0.24')
    return c.json({ task_id: taskId, bucket_id: b.id, project_view_id: v.id, task_done: task.done });
  return c.json({ task_id: taskId, bucket_id: b.id, project_view_id: v.id, task, bucket: buckets.bucketJson(app, b) });
}

export function registerBuckets(api: Hono<Env>): void {
  const base = '/projects/:id{[0-9]+}/views/:view{[0-9]+}/buckets';
  api.get(base, (c) => {
    const app = c.get('app');
    return c.json(buckets.bucketsJson(app, buckets.bucketsOfView(app, view(c, 0).id)));
  });
  api.put(base, async (c) => {
    const app = c.get('app');
    const v = view(c, 1);
    const body = await jsonBody(c);
    const title = (str(body, 'title') ?? '').trim();
    if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
    const id = createBucket(
      app,
      v.id,
      title,
      num(body, 'position') || buckets.lastBucketPosition(app, v.id) + 65536,
      requireAuth(c).userId,
      Math.max(0, num(body, 'limit') ?? 0),
    );
    return c.json(buckets.bucketJson(app, buckets.getBucket(app, id)), 201);
  });
  api.post('/projects/:projectID{[0-9]+}/views/:view{[0-9]+}/buckets/:bucketID{[0-9]+}', async (c) => {
    const app = c.get('app');
    const v = view(c, 1);
    const b = bucket(c, v, 'bucketID');
    const body = await jsonBody(c);
    const title = (str(body, 'title') ?? b.title).trim() || b.title;
    buckets.updateBucket(app, b.id, {
      title,
      limit: Math.max(0, num(body, 'limit') ?? b.limit),
      position: num(body, 'position') ?? b.position,
    });
    return c.json(buckets.bucketJson(app, buckets.getBucket(app, b.id)));
  });
  api.delete('/projects/:projectID{[0-9]+}/views/:view{[0-9]+}/buckets/:bucketID{[0-9]+}', (c) => {
    const app = c.get('app');
    const v = view(c, 1);
    const b = bucket(c, v, 'bucketID');
    if (buckets.bucketCount(app, v.id) <= 1) throw apiError(412, CODE.lastBucket, 'You cannot remove the last bucket.');
    buckets.deleteBucket(app, v, b.id);
    return c.json({ message: 'Successfully deleted.' });
  });
  api.post('/projects/:project{[0-9]+}/views/:view{[0-9]+}/buckets/:bucket{[0-9]+}/tasks', moveTask);
}
