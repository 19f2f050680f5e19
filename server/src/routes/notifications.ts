import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { bool, idParam, jsonBody } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { notificationsPage } from '../models/lists.ts';
import type { NotificationRow } from '../models/rows.ts';
import { requireAuth } from '../auth/middleware.ts';
import { nowIso, outDate } from '../time.ts';

/** The list answers notifications.DatabaseNotification (no `read`); marking answers the model with it. */
function notificationJson(n: NotificationRow, withRead = true): Record<string, unknown> {
  let payload: unknown = {};
  try {
    payload = JSON.parse(n.notification) as unknown;
  } catch {
    // a malformed payload (e.g. from a test fixture) is shown as empty rather than failing the list
  }
  return {
    id: n.id,
    name: n.name,
    notification: payload,
    ...(withRead ? { read: !!n.read_at } : {}),
    read_at: outDate(n.read_at),
    created: n.created,
  };
}

/** One notification as the list answers it, or null when it is gone. */
export function notificationById(app: AppState, id: number): Record<string, unknown> | null {
  const row = app.db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as NotificationRow | undefined;
  return row ? notificationJson(row, false) : null;
}

function userId(c: Ctx): number {
  const auth = requireAuth(c);
  if (auth.kind !== 'user') throw apiError(403, CODE.linkShareForbidden, 'Link shares cannot have notifications.');
  return auth.userId;
}

function list(c: Ctx): Response {
  const app = c.get('app');
  const uid = userId(c);
  const page = listPage(c);
  return sendPage(c, page, notificationsPage(app, uid, page), (n) => notificationJson(n, false));
}

/** POST /notifications/{id}: `{"read": true|false}`; without a body it marks read. */
async function mark(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const uid = userId(c);
  const id = idParam(c, 'id');
  const body = await jsonBody(c);
  const row = app.db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as NotificationRow | undefined;
  if (!row) throw apiError(404, undefined, 'This notification does not exist.');
  if (row.notifiable_id !== uid) throw apiError(403, CODE.forbidden, "You're not allowed to do this.");
  const read = bool(body, 'read') ?? true;
  app.db.prepare('UPDATE notifications SET read_at = ? WHERE id = ?').run(read ? nowIso() : null, id);
  return c.json(
    notificationJson(app.db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as NotificationRow),
  );
}

function markAll(c: Ctx): Response {
  const app = c.get('app');
  const uid = userId(c);
  app.db.prepare('UPDATE notifications SET read_at = ? WHERE notifiable_id = ? AND read_at IS NULL').run(nowIso(), uid);
  return c.json({ message: 'success' });
}

export function registerNotifications(api: Hono<Env>): void {
  api.get('/notifications', list);
  api.post('/notifications/:id{[0-9]+}', mark);
  api.post('/notifications', markAll);
}
