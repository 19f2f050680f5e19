import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { idParam, jsonBody, str, type Json } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { labelsPage } from '../models/lists.ts';
import { setMaxPermission } from '../http/permission.ts';
import { requireAuth, requireUser } from '../auth/middleware.ts';
import {
  accessibleLabel,
  createLabel,
  deleteLabel,
  labelJson,
  labelsJson,
  updateLabel,
  visibleLabelIds,
  type LabelFields,
} from '../models/label.ts';
import { checkMaxLength } from '../http/limits.ts';

const fields = (body: Json, title: string): LabelFields => ({
  title,
  description: str(body, 'description') ?? '',
  hex_color: str(body, 'hex_color') ?? '',
});

function list(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const page = listPage(c);
  const s = (c.req.query('s') ?? '').toLowerCase();
  const rows = labelsPage(app, [...visibleLabelIds(app, auth)], s, page);
  return sendPage(c, page, { rows: labelsJson(app, rows.rows), total: rows.total }, (json) => json);
}

async function create(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireUser(c);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
  checkMaxLength({ title });
  const l = createLabel(app, auth.userId, fields(body, title));
  return c.json(labelJson(app, l), 201);
}

async function update(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireUser(c);
  const old = accessibleLabel(app, auth, idParam(c, 'id'), true);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
  checkMaxLength({ title });
  return c.json(labelJson(app, updateLabel(app, old.id, fields(body, title))));
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
    deleteLabel(app, l.id);
    return c.json(labelJson(app, l));
  });
}
