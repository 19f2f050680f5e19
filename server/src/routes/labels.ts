import type { Hono } from 'hono';
import type { AppState, Auth, Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { idParam, jsonBody, str } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { labelsPage } from '../models/lists.ts';
import { setMaxPermission } from '../http/permission.ts';
import { requireAuth, requireUser } from '../auth/middleware.ts';
import { labelJson, type LabelRow } from '../models/label.ts';
import { readableProjectIds } from '../models/permissions.ts';
import { normaliseHex } from '../models/project.ts';
import { nowIso } from '../time.ts';
import { checkMaxLength } from '../http/limits.ts';

/** Labels a caller may see: their own plus those on tasks they can read (Vikunja's rule). */
export function visibleLabelIds(app: AppState, auth: Auth): Set<number> {
  const projects = readableProjectIds(app, auth);
  const own =
    auth.kind === 'user'
      ? (app.db.prepare('SELECT id FROM labels WHERE created_by_id = ?').all(auth.userId) as { id: number }[])
      : [];
  const onTasks = projects.length
    ? (app.db
        .prepare(
          `SELECT DISTINCT lt.label_id AS id FROM label_tasks lt JOIN tasks t ON t.id = lt.task_id WHERE t.project_id IN (${projects.map(() => '?').join(',')})`,
        )
        .all(...projects) as { id: number }[])
    : [];
  return new Set([...own, ...onTasks].map((r) => r.id));
}

export function getLabel(app: AppState, id: number): LabelRow {
  const l = app.db.prepare('SELECT * FROM labels WHERE id = ?').get(id) as LabelRow | undefined;
  if (!l) throw apiError(404, CODE.labelNotFound, 'This label does not exist.');
  return l;
}

/** A label the caller may see (8003 otherwise); `own` demands they created it. */
export function accessibleLabel(app: AppState, auth: Auth, id: number, own = false): LabelRow {
  const l = getLabel(app, id);
  const allowed = own ? l.created_by_id === auth.userId : visibleLabelIds(app, auth).has(id);
  if (!allowed) throw apiError(403, CODE.labelForbidden, 'You do not have access to this label.');
  return l;
}

function list(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const page = listPage(c);
  const s = (c.req.query('s') ?? '').toLowerCase();
  const rows = labelsPage(app, [...visibleLabelIds(app, auth)], s, page);
  return sendPage(c, page, rows, (l) => labelJson(app, l));
}

async function create(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireUser(c);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
  checkMaxLength({ title });
  const now = nowIso();
  const info = app.db
    .prepare(
      'INSERT INTO labels (title, description, hex_color, created_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(title, str(body, 'description') ?? '', normaliseHex(str(body, 'hex_color') ?? ''), auth.userId, now, now);
  return c.json(labelJson(app, getLabel(app, Number(info.lastInsertRowid))), 201);
}

async function update(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireUser(c);
  const old = accessibleLabel(app, auth, idParam(c, 'id'), true);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
  checkMaxLength({ title });
  app.db
    .prepare('UPDATE labels SET title = ?, description = ?, hex_color = ?, updated = ? WHERE id = ?')
    .run(title, str(body, 'description') ?? '', normaliseHex(str(body, 'hex_color') ?? ''), nowIso(), old.id);
  return c.json(labelJson(app, getLabel(app, old.id)));
}

export function registerLabels(api: Hono<Env>): void {
  api.get('/labels', list);
  api.put('/labels', create);
  api.get('/labels/:id{[0-9]+}', (c) => {
    const app = c.get('app');
    const auth = requireAuth(c);
    const l = accessibleLabel(app, auth, idParam(c, 'id'));
    setMaxPermission(c, app, l.created_by_id === auth.userId ? 2 : 0);
    return c.json(labelJson(app, l));
  });
  // 2.x documents PUT for updates, older releases POST; both work.
  api.post('/labels/:id{[0-9]+}', update);
  api.put('/labels/:id{[0-9]+}', update);
  api.delete('/labels/:id{[0-9]+}', (c) => {
    const app = c.get('app');
    const l = accessibleLabel(app, requireUser(c), idParam(c, 'id'), true);
    app.db.transaction(() => {
      app.db.prepare('DELETE FROM label_tasks WHERE label_id = ?').run(l.id);
      app.db.prepare('DELETE FROM labels WHERE id = ?').run(l.id);
    })();
    return c.json(labelJson(app, l));
  });
}
