import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { taskLabelsPage } from '../models/lists.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, taskLabels } from '../models/task.ts';
import { accessibleLabel, labelsJson } from '../models/label.ts';
import { addTaskLabel, removeTaskLabel, setTaskLabels, taskHasLabel, touchTask } from '../models/task-label.ts';
import { assertNotArchived } from '../models/task-write.ts';

/** The task (path param `task` or `taskID`) after checking the caller's permission on it. */
function task(c: Ctx, needed: number): number {
  const app = c.get('app');
  const id = idParam(c, c.req.param('task') !== undefined ? 'task' : 'taskID');
  const t = getTask(app, id);
  requireProjectPermission(app, requireAuth(c), t.project_id, needed);
  if (needed > 0) assertNotArchived(app, t.project_id);
  return t.id;
}

const touch = (c: Ctx, taskId: number): void => touchTask(c.get('app'), taskId);

async function add(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const taskId = task(c, 1);
  const labelId = num(await jsonBody(c), 'label_id');
  if (!labelId) throw errors.idEmpty();
  accessibleLabel(app, requireAuth(c), labelId);
  if (taskHasLabel(app, taskId, labelId))
    throw apiError(400, CODE.labelOnTask, 'This label already exists on the task.');
  const created = addTaskLabel(app, taskId, labelId);
  touch(c, taskId);
  return c.json({ label_id: labelId, created }, 201);
}

async function bulk(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const taskId = task(c, 1);
  const body = await jsonBody(c);
  if (body.labels !== null && body.labels !== undefined && !Array.isArray(body.labels)) throw errors.invalidModel();
  const wanted = new Set<number>();
  for (const l of (body.labels as unknown[] | null | undefined) ?? []) {
    const id = typeof l === 'object' && l !== null ? (l as { id?: unknown }).id : undefined;
    if (typeof id !== 'number') throw errors.invalidModel();
    accessibleLabel(app, auth, id);
    wanted.add(id);
  }
  setTaskLabels(app, taskId, wanted);
  touch(c, taskId);
  return c.json({ labels: taskLabels(app, taskId) }, 201);
}

export function registerTaskLabels(api: Hono<Env>): void {
  api.get('/tasks/:task{[0-9]+}/labels', (c) => {
    const app = c.get('app');
    const taskId = task(c, 0);
    const s = (c.req.query('s') ?? '').toLowerCase();
    const page = listPage(c);
    const rows = taskLabelsPage(app, taskId, s, page);
    return sendPage(c, page, { rows: labelsJson(app, rows.rows), total: rows.total }, (json) => json);
  });
  api.put('/tasks/:task{[0-9]+}/labels', add);
  api.delete('/tasks/:task{[0-9]+}/labels/:label{[0-9]+}', (c) => {
    const app = c.get('app');
    const taskId = task(c, 1);
    const labelId = idParam(c, 'label');
    if (!removeTaskLabel(app, taskId, labelId)) throw apiError(404, CODE.labelNotFound, 'This label does not exist.');
    touch(c, taskId);
    return c.json({ message: 'The label was successfully removed.' });
  });
  api.post('/tasks/:taskID{[0-9]+}/labels/bulk', bulk);
}
