import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { idParam, jsonBody } from '../http/body.ts';
import { setMaxPermission } from '../http/permission.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, taskJson, type TaskRow } from '../models/task.ts';
import { assertNotArchived, createTask, updateTask } from '../models/task-write.ts';
import { deleteTask } from '../models/task-batch.ts';
import { bucketsOfTask, firstComments } from '../models/task-embeds.ts';
import { emitEvent } from '../events.ts';
import { expandsOf } from '../http/expand.ts';
import { bucketsJson } from '../models/bucket.ts';
import { commentsJson } from '../models/comment.ts';

/** Loads a task and checks the caller's permission on its project (404/4002, then 403). */
export function taskWithPermission(c: Ctx, needed: number): { task: TaskRow; perm: number } {
  const app = c.get('app');
  const task = getTask(app, idParam(c, 'id'));
  const perm = requireProjectPermission(app, requireAuth(c), task.project_id, needed);
  if (needed > 0) assertNotArchived(app, task.project_id);
  return { task, perm };
}

async function create(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const projectId = idParam(c, 'id');
  requireProjectPermission(app, auth, projectId, 1);
  const task = createTask(app, auth, projectId, await jsonBody(c));
  const json = taskJson(app, auth, task);
  emitEvent(app, 'task.created', { task: json }, { projectId, doerId: auth.userId });
  return c.json(json, 201);
}

/**
 * What `expand` embeds in a single task (1.x on): `comments` the first page of its comments, oldest
 * first; `buckets` the buckets it sits in, one per kanban view.
 */
function expandTask(
  app: AppState,
  task: TaskRow,
  json: Record<string, unknown>,
  expand: Set<string>,
): Record<string, unknown> {
  if (app.opts.compat === '0.24') return json;
  const out = { ...json };
  if (expand.has('comments')) {
    out.comments = commentsJson(app, firstComments(app, task.id, app.opts.maxItemsPerPage));
  }
  if (expand.has('buckets')) {
    out.buckets = bucketsJson(app, bucketsOfTask(app, task.id));
  }
  return out;
}

function getOne(c: Ctx): Response {
  const app = c.get('app');
  const { task, perm } = taskWithPermission(c, 0);
  setMaxPermission(c, app, perm);
  return c.json(expandTask(app, task, taskJson(app, requireAuth(c), task), expandsOf(c)));
}

async function update(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const { task, perm } = taskWithPermission(c, 1);
  const updated = updateTask(app, auth, task, await jsonBody(c));
  setMaxPermission(c, app, perm);
  const json = taskJson(app, auth, updated);
  emitEvent(app, 'task.updated', { task: json }, { projectId: updated.project_id, doerId: auth.userId });
  return c.json(json);
}

function remove(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const { task } = taskWithPermission(c, 1);
  const json = taskJson(app, auth, task);
  deleteTask(app, auth, task);
  emitEvent(app, 'task.deleted', { task: json }, { projectId: task.project_id, doerId: auth.userId });
  return c.json({ message: 'Successfully deleted.' });
}

export function registerTasks(api: Hono<Env>): void {
  api.put('/projects/:id{-?[0-9]+}/tasks', create);
  api.get('/tasks/:id{[0-9]+}', getOne);
  api.post('/tasks/:id{[0-9]+}', update);
  api.delete('/tasks/:id{[0-9]+}', remove);
}
