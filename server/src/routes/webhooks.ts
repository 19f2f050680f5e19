import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, str, type Json } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { webhooksPage } from '../models/lists.ts';
import type { WebhookRow } from '../models/rows.ts';
import { requireUser } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { userJsonById, usersJsonByIds } from '../models/user.ts';
import { createWebhook, deleteWebhook, findWebhook, setWebhookEvents, type WebhookOwner } from '../models/webhook.ts';
import { WEBHOOK_EVENTS, webhookTargetAllowed } from '../webhooks.ts';

/** models.Webhook; secrets are write-only. */
function webhookJson(
  app: AppState,
  w: WebhookRow,
  createdBy: Record<string, unknown> | null = userJsonById(app, w.created_by_id),
): Record<string, unknown> {
  return {
    id: w.id,
    target_url: w.target_url,
    events: JSON.parse(w.events) as string[],
    project_id: w.project_id,
    // Basic auth arrived in 1.x, user-level webhooks in 2.x; credentials are write-only like the secret.
    ...(app.opts.compat !== '0.24' ? { basic_auth_user: '', basic_auth_password: '' } : {}),
    ...(app.opts.compat === '2' ? { user_id: w.user_id } : {}),
    secret: '',
    created_by: createdBy,
    created: w.created,
    updated: w.updated,
  };
}

function readEvents(body: Json): string[] {
  const events = body.events;
  if (
    !Array.isArray(events) ||
    !events.length ||
    !events.every((e) => typeof e === 'string' && WEBHOOK_EVENTS.includes(e))
  ) {
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. events: at least one known event is required');
  }
  return events as string[];
}

async function create(c: Ctx, scope: { projectId: number; userId: number }): Promise<WebhookRow> {
  const app = c.get('app');
  if (!app.opts.webhooks) throw errors.notFound();
  const body = await jsonBody(c);
  const target = str(body, 'target_url') ?? '';
  if (!webhookTargetAllowed(app, target))
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. target_url: must be a valid (local) URL');
  return createWebhook(app, {
    targetUrl: target,
    events: readEvents(body),
    ...scope,
    secret: str(body, 'secret') ?? '',
    createdById: requireUser(c).userId,
  });
}

/** The id comes first, then the owner: a bad id answers before the permission check, as it always has. */
function find(c: Ctx, id: number, owner: WebhookOwner): WebhookRow {
  const w = findWebhook(c.get('app'), id, owner);
  if (!w) throw apiError(404, undefined, 'The webhook does not exist.');
  return w;
}

async function updateEvents(c: Ctx, w: WebhookRow): Promise<Response> {
  const app = c.get('app');
  return c.json(webhookJson(app, setWebhookEvents(app, w.id, readEvents(await jsonBody(c)))));
}

function list(c: Ctx, owner: WebhookOwner): Response {
  const app = c.get('app');
  const page = listPage(c);
  const found = webhooksPage(app, owner, page);
  const creator = usersJsonByIds(
    app,
    found.rows.map((w) => w.created_by_id),
  );
  return sendPage(c, page, found, (w) => webhookJson(app, w, creator(w.created_by_id)));
}

/** Project webhooks: listing needs read, changing needs write; link-share guests get neither (targets may carry secrets). */
function project(c: Ctx, needed: 0 | 1 = 1): number {
  const app = c.get('app');
  if (!app.opts.webhooks) throw errors.notFound();
  const id = idParam(c, 'id');
  requireProjectPermission(app, requireUser(c), id, needed);
  return id;
}

/** User-level webhooks exist from 2.x on. */
function userScope(c: Ctx): number {
  const { opts } = c.get('app');
  if (opts.compat !== '2' || !opts.webhooks) throw errors.notFound();
  return requireUser(c).userId;
}

export function registerWebhooks(api: Hono<Env>): void {
  api.get('/webhooks/events', (c) => {
    if (!c.get('app').opts.webhooks) throw errors.notFound();
    return c.json(WEBHOOK_EVENTS);
  });
  api.get('/projects/:id{[0-9]+}/webhooks', (c) => list(c, { projectId: project(c, 0) }));
  api.put('/projects/:id{[0-9]+}/webhooks', async (c) =>
    c.json(webhookJson(c.get('app'), await create(c, { projectId: project(c), userId: 0 })), 201),
  );
  api.post('/projects/:id{[0-9]+}/webhooks/:webhookID{[0-9]+}', (c) =>
    updateEvents(c, find(c, idParam(c, 'webhookID'), { projectId: project(c) })),
  );
  api.delete('/projects/:id{[0-9]+}/webhooks/:webhookID{[0-9]+}', (c) => {
    deleteWebhook(c.get('app'), find(c, idParam(c, 'webhookID'), { projectId: project(c) }).id);
    return c.json({ message: 'Successfully deleted.' });
  });
  api.get('/user/settings/webhooks/events', (c) => {
    if (!c.get('app').opts.webhooks) throw errors.notFound();
    return c.json(WEBHOOK_EVENTS);
  });
  api.get('/user/settings/webhooks', (c) => list(c, { userId: userScope(c) }));
  api.put('/user/settings/webhooks', async (c) =>
    c.json(webhookJson(c.get('app'), await create(c, { projectId: 0, userId: userScope(c) }))),
  );
  api.post('/user/settings/webhooks/:id{[0-9]+}', (c) =>
    updateEvents(c, find(c, idParam(c, 'id'), { userId: userScope(c) })),
  );
  api.delete('/user/settings/webhooks/:id{[0-9]+}', (c) => {
    deleteWebhook(c.get('app'), find(c, idParam(c, 'id'), { userId: userScope(c) }).id);
    return c.json({ message: 'Successfully deleted.' });
  });
}
