import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, type Json } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, taskJson } from '../models/task.ts';
import { updateTask } from '../models/task-write.ts';
import { findView } from '../models/view.ts';

/**
 * POST /tasks/bulk. 1.x+: `{task_ids, fields, values}` changes only the named fields, or `{tasks}`
 * updates each given task. 0.24: `{task_ids, ...task}` applies the whole task to each id.
 */
async function bulk(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const body = await jsonBody(c);
  const ids = Array.isArray(body.task_ids) ? body.task_ids.filter((x): x is number => typeof x === 'number') : [];
  const fields = Array.isArray(body.fields) ? body.fields.filter((x): x is string => typeof x === 'string') : null;
  const values = body.values && typeof body.values === 'object' ? (body.values as Json) : {};
  const perTask: { id: number; patch: (current: Json) => Json }[] = Array.isArray(body.tasks)
    ? (body.tasks as Json[]).map((t) => ({ id: Number(t.id), patch: () => t }))
    : ids.map((id) => ({
        id,
        patch: (current: Json) =>
          fields ? { ...current, ...Object.fromEntries(fields.map((f) => [f, values[f]])) } : (({ task_ids: _ignored, ...rest }) => rest)(body),
      }));
  if (!perTask.length) throw apiError(400, 4004, 'Need at least one task when bulk editing tasks.');
  const tasks = perTask.map((p) => {
    const t = getTask(app, p.id);
    requireProjectPermission(app, auth, t.project_id, 1);
    return { t, patch: p.patch };
  });
  const out = app.db.transaction(() => tasks.map(({ t, patch }) => updateTask(app, auth, t, patch(taskJson(app, auth, t)))))();
  return c.json(out.map((t) => taskJson(app, auth, t)));
}

async function position(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const t = getTask(app, idParam(c, 'id'));
  requireProjectPermission(app, requireAuth(c), t.project_id, 1);
  const body = await jsonBody(c);
  const viewId = num(body, 'project_view_id');
  const pos = num(body, 'position');
  if (!viewId || pos === undefined) throw errors.invalidModel();
  const view = app.db.prepare('SELECT project_id FROM project_views WHERE id = ?').get(viewId) as { project_id: number } | undefined;
  if (!view) throw apiError(404, 3014, 'This project view does not exist.');
  // Saved filter and favourite views may hold tasks of any project; real views only their own.
  if (view.project_id > 0) findView(app, t.project_id, viewId);
  app.db.prepare('INSERT INTO task_positions (task_id, project_view_id, position) VALUES (?, ?, ?) ON CONFLICT(task_id, project_view_id) DO UPDATE SET position = excluded.position').run(t.id, viewId, pos);
  return c.json({ task_id: t.id, project_view_id: viewId, position: pos });
}

export function registerTaskBulk(api: Hono<Env>): void {
  api.post('/tasks/bulk', bulk);
  api.post('/tasks/:id{[0-9]+}/position', position);
}
