import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { errors } from '../errors.ts';
import { bool, idParam, jsonBody, num } from '../http/body.ts';
import { requireAuth, requireUser } from '../auth/middleware.ts';
import { duplicateProject, duplicateTask } from '../models/duplicate.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { projectJson } from '../models/project.ts';
import { getTask, taskJson } from '../models/task.ts';
import { findByIndex, markTaskRead } from '../models/task-extras.ts';
import { setMaxPermission } from '../http/permission.ts';

/** Routes that only exist from 2.x on answer 404 in older modes. */
function only2(c: Ctx): void {
  if (c.get('app').opts.compat !== '2') throw errors.notFound();
}

export function registerDuplicate(api: Hono<Env>): void {
  api.put('/projects/:projectID{[0-9]+}/duplicate', async (c) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const id = idParam(c, 'projectID');
    requireProjectPermission(app, auth, id, 0);
    const body = await jsonBody(c);
    const parent = num(body, 'parent_project_id') ?? 0;
    if (parent) requireProjectPermission(app, auth, parent, 1);
    const shares = bool(body, 'duplicate_shares') ?? false;
    const p = duplicateProject(app, id, parent, auth.userId, shares);
    // 2.x's ProjectDuplicate has the duplicate_shares flag; the answer echoes it as the bound struct does.
    const flag = app.opts.compat === '2' ? { duplicate_shares: shares } : {};
    return c.json({ parent_project_id: parent, ...flag, duplicated_project: projectJson(app, auth, p, 2) }, 201);
  });
  api.put('/tasks/:taskID{[0-9]+}/duplicate', (c) => {
    only2(c);
    const app = c.get('app');
    const auth = requireAuth(c);
    const t = getTask(app, idParam(c, 'taskID'));
    requireProjectPermission(app, auth, t.project_id, 1);
    return c.json({ duplicated_task: taskJson(app, auth, duplicateTask(app, t.id, auth.userId)) }, 201);
  });
  api.get('/projects/:project{[0-9]+}/tasks/by-index/:index{[0-9]+}', (c) => {
    only2(c);
    const app = c.get('app');
    const auth = requireAuth(c);
    const projectId = idParam(c, 'project');
    const perm = requireProjectPermission(app, auth, projectId, 0);
    setMaxPermission(c, app, perm);
    return c.json(taskJson(app, auth, findByIndex(app, projectId, idParam(c, 'index'))));
  });
  api.post('/tasks/:projecttask{[0-9]+}/read', (c) => {
    if (c.get('app').opts.compat === '0.24') throw errors.notFound();
    const app = c.get('app');
    const auth = requireUser(c);
    const t = getTask(app, idParam(c, 'projecttask'));
    requireProjectPermission(app, auth, t.project_id, 0);
    markTaskRead(app, t.id, auth.userId);
    return c.json({ taskID: t.id, userID: auth.userId });
  });
}
