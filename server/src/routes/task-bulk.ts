import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, type Json } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, taskJson } from '../models/task.ts';
import { assertNotArchived } from '../models/task-write.ts';
import { updateTasks } from '../models/task-batch.ts';
import { setTaskPosition, viewScope } from '../models/task-position.ts';
import { pseudoViewOwner } from '../models/pseudo-projects.ts';
import { findView } from '../models/view.ts';

/** A list whose every item passes `ok`; absent is undefined, and anything else is a wrong type (400/2002), not an empty list. */
function listOf<T>(v: unknown, ok: (x: unknown) => x is T): T[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every(ok)) throw errors.invalidModel();
  return v;
}

/**
 * POST /tasks/bulk. 1.x+: `{task_ids, fields, values}` changes only the named fields, or `{tasks}`
 * updates each given task. 0.24: `{task_ids, ...task}` applies the whole task to each id.
 */
async function bulk(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const body = await jsonBody(c);
  const ids = listOf(body.task_ids, (x): x is number => Number.isInteger(x)) ?? [];
  const fields = listOf(body.fields, (x): x is string => typeof x === 'string');
  const values = body.values && typeof body.values === 'object' ? (body.values as Json) : {};
  const given = listOf(
    body.tasks,
    (x): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x) && Number.isInteger((x as Json).id),
  );
  const perTask: { id: number; patch: (current: Json) => Json }[] = given
    ? given.map((t) => ({ id: t.id as number, patch: () => t }))
    : ids.map((id) => ({
        id,
        patch: (current: Json) =>
          fields
            ? { ...current, ...Object.fromEntries(fields.map((f) => [f, values[f]])) }
            : (({ task_ids: _ignored, ...rest }) => rest)(body),
      }));
  if (!perTask.length) throw apiError(400, CODE.bulkTasksEmpty, 'Need at least one task when bulk editing tasks.');
  const tasks = perTask.map((p) => {
    const t = getTask(app, p.id);
    requireProjectPermission(app, auth, t.project_id, 1);
    return { t, patch: p.patch };
  });
  const out = updateTasks(app, auth, tasks);
  // 0.24's generic update handler answers the bound BulkTask: one task's fields plus task_ids.
  if (app.opts.compat === '0.24') return c.json({ ...taskJson(app, auth, out[0]!), task_ids: out.map((t) => t.id) });
  return c.json(out.map((t) => taskJson(app, auth, t)));
}

async function position(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const t = getTask(app, idParam(c, 'id'));
  const auth = requireAuth(c);
  requireProjectPermission(app, auth, t.project_id, 1);
  assertNotArchived(app, t.project_id);
  const body = await jsonBody(c);
  const viewId = num(body, 'project_view_id');
  const pos = num(body, 'position');
  if (!viewId || pos === undefined) throw errors.invalidModel();
  const view = viewScope(app, viewId);
  if (!view) throw apiError(404, CODE.projectViewNotFound, 'This project view does not exist.');
  // Saved filter and favourite views may hold tasks of any project, but only their owner's; real views only their own tasks.
  if (view.project_id > 0) findView(app, t.project_id, viewId);
  else if (pseudoViewOwner(app, view) !== auth.userId) throw errors.forbidden();
  setTaskPosition(app, t.id, viewId, pos);
  return c.json({ task_id: t.id, project_view_id: viewId, position: pos });
}

export function registerTaskBulk(api: Hono<Env>): void {
  api.post('/tasks/bulk', bulk);
  api.post('/tasks/:id{[0-9]+}/position', position);
}
