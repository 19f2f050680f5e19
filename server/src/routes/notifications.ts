import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { bool, idParam, jsonBody } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { notificationsPage } from '../models/lists.ts';
import {
  findNotification,
  markAllNotificationsRead,
  notificationJson,
  setNotificationRead,
} from '../models/notification.ts';
import { requireAuth } from '../auth/middleware.ts';

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
  const row = findNotification(app, id);
  if (!row) throw apiError(404, undefined, 'This notification does not exist.');
  if (row.notifiable_id !== uid) throw apiError(403, CODE.forbidden, "You're not allowed to do this.");
  return c.json(notificationJson(setNotificationRead(app, id, bool(body, 'read') ?? true)));
}

function markAll(c: Ctx): Response {
  markAllNotificationsRead(c.get('app'), userId(c));
  return c.json({ message: 'success' });
}

export function registerNotifications(api: Hono<Env>): void {
  api.get('/notifications', list);
  api.post('/notifications/:id{[0-9]+}', mark);
  api.post('/notifications', markAll);
}
