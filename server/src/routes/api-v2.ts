import { Hono } from 'hono';
import { authMiddleware, requireAuth } from '../auth/middleware.ts';
import type { AppState, Ctx, Env } from '../context.ts';
import { errors } from '../errors.ts';
import { emitEvent } from '../events.ts';
import { corsMiddleware } from '../http/cors.ts';
import { idParam, type Json } from '../http/body.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { taskJson } from '../models/task.ts';
import { createTasks } from '../models/task-batch.ts';
import { assertNotArchived } from '../models/task-write.ts';

const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * POST /api/v2/projects/{id}/tasks/bulk (2.4+): creates several tasks in one request, all or none, in
 * the order given. Takes `{"tasks": [task, …]}` (or the bare list) and answers `{"tasks": [created, …]}`.
 */
async function bulkCreate(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const projectId = idParam(c, 'id');
  requireProjectPermission(app, auth, projectId, 1);
  assertNotArchived(app, projectId);
  const body = (await c.req.json().catch(() => null)) as unknown;
  const list = Array.isArray(body) ? body : isObject(body) ? body.tasks : undefined;
  if (!Array.isArray(list) || list.length === 0 || !list.every(isObject)) throw errors.invalidModel();
  const created = createTasks(app, auth, projectId, list);
  const out = created.map((t) => taskJson(app, auth, t));
  for (const task of out) emitEvent(app, 'task.created', { task }, { projectId, doerId: auth.userId });
  return c.json({ tasks: out }, 201);
}

/**
 * The few `/api/v2` routes this server offers (2.4+, so compat 2 only; every other `/api/v2` path, and all
 * of them in older modes, answers 404). The same CORS and sign-in rules as `/api/v1` apply.
 */
export function apiV2(state: AppState): Hono<Env> {
  const v2 = new Hono<Env>();
  v2.use('*', corsMiddleware(state.opts));
  v2.use('*', authMiddleware(state));
  if (state.opts.compat === '2') v2.post('/projects/:id{[0-9]+}/tasks/bulk', bulkCreate);
  v2.notFound((c) => c.json({ message: 'Not Found' }, 404));
  return v2;
}
