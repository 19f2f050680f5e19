import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { addAssignee, assigneeIds, isAssigned, removeAssignee } from '../models/assignee.ts';
import { assigneesPage } from '../models/lists.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, taskAssignees, type TaskRow } from '../models/task.ts';
import { notifyAssigned } from '../models/task-notify.ts';
import { assertAssignable, assertNotArchived } from '../models/task-write.ts';
import { userJson, userJsonById } from '../models/user.ts';
import { atomically } from '../models/transaction.ts';
import { emitEvent } from '../events.ts';

function task(c: Ctx, needed: number): TaskRow {
  const app = c.get('app');
  const t = getTask(app, idParam(c, 'taskID'));
  requireProjectPermission(app, requireAuth(c), t.project_id, needed);
  if (needed > 0) assertNotArchived(app, t.project_id);
  return t;
}

function assign(c: Ctx, t: TaskRow, userId: number): string {
  const app = c.get('app');
  const auth = requireAuth(c);
  const created = addAssignee(app, t.id, userId);
  emitEvent(
    app,
    'task.assignee.created',
    { task: { id: t.id }, assignee: userJsonById(app, userId) },
    { projectId: t.project_id, doerId: auth.userId },
  );
  notifyAssigned(app, auth, t, userId);
  return created;
}

function unassign(c: Ctx, t: TaskRow, userId: number): void {
  const app = c.get('app');
  const assignee = userJsonById(app, userId);
  if (!removeAssignee(app, t.id, userId)) return;
  emitEvent(
    app,
    'task.assignee.deleted',
    { task: { id: t.id }, assignee },
    { projectId: t.project_id, doerId: requireAuth(c).userId },
  );
}

async function add(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const t = task(c, 1);
  const userId = num(await jsonBody(c), 'user_id');
  if (!userId) throw errors.idEmpty();
  assertAssignable(c.get('app'), t.project_id, userId);
  if (isAssigned(app, t.id, userId))
    throw apiError(400, CODE.alreadyAssigned, 'This user is already assigned to that task.');
  const created = assign(c, t, userId);
  return c.json({ user_id: userId, created }, 201);
}

async function bulk(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const t = task(c, 1);
  const body = await jsonBody(c);
  if (body.assignees !== null && body.assignees !== undefined && !Array.isArray(body.assignees))
    throw errors.invalidModel();
  const wanted = new Set<number>();
  for (const u of (body.assignees as unknown[] | null | undefined) ?? []) {
    const id = typeof u === 'object' && u !== null ? (u as { id?: unknown }).id : undefined;
    if (typeof id !== 'number') throw errors.invalidModel();
    assertAssignable(c.get('app'), t.project_id, id);
    wanted.add(id);
  }
  atomically(app, () => {
    const existing = assigneeIds(app, t.id);
    for (const id of existing) if (!wanted.has(id)) unassign(c, t, id);
    for (const id of wanted) if (!existing.has(id)) assign(c, t, id);
  });
  return c.json({ assignees: taskAssignees(app, t.id) }, 201);
}

export function registerAssignees(api: Hono<Env>): void {
  api.get('/tasks/:taskID{[0-9]+}/assignees', (c) => {
    const app = c.get('app');
    const s = (c.req.query('s') ?? '').toLowerCase();
    const taskId = task(c, 0).id;
    const page = listPage(c);
    return sendPage(c, page, assigneesPage(app, taskId, s, page), (u) => userJson(u, app) ?? {});
  });
  api.put('/tasks/:taskID{[0-9]+}/assignees', add);
  api.post('/tasks/:taskID{[0-9]+}/assignees/bulk', bulk);
  api.delete('/tasks/:taskID{[0-9]+}/assignees/:userID{[0-9]+}', (c) => {
    const t = task(c, 1);
    unassign(c, t, idParam(c, 'userID'));
    return c.json({ message: 'The assignee was successfully deleted.' });
  });
}
