import crypto from 'node:crypto';
import type { AppState, Auth } from './context.ts';
import { onEvent } from './events.ts';
import { projectPermission } from './models/permissions.ts';
import { findProject, projectJson } from './models/project.ts';
import { findTask, taskJson } from './models/task.ts';
import { userJsonById } from './models/user.ts';

/**
 * Every event a webhook can subscribe to, each emitted where it happens (grep emitEvent). The
 * payload is `{event_name, time, data}`; data holds the objects the event names (task, project,
 * comment, assignee, attachment, relation, user, team, link_share) plus the `doer`, except for
 * task.reminder.fired, which is directed at its recipient (`user`) and has no doer.
 */
export const WEBHOOK_EVENTS = [
  'task.created',
  'task.updated',
  'task.deleted',
  'task.assignee.created',
  'task.assignee.deleted',
  'task.comment.created',
  'task.comment.edited',
  'task.comment.deleted',
  'task.attachment.created',
  'task.attachment.deleted',
  'task.relation.created',
  'task.relation.deleted',
  'task.reminder.fired',
  'project.created',
  'project.updated',
  'project.deleted',
  'project.shared.user',
  'project.shared.team',
  'project.shared.link',
];

/** Events addressed to one user (the `user` in their data) rather than done by one. */
const USER_DIRECTED = new Set(['task.reminder.fired']);

/** A webhooks table row as delivery needs it. */
export interface WebhookRow {
  id: number;
  target_url: string;
  events: string;
  project_id: number;
  user_id: number;
  secret: string;
}

/** HMAC-SHA256 of the body with the webhook secret, hex encoded (the X-Vikunja-Signature header). */
export function signWebhook(secret: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

/** Loopback targets only, unless the server is configured otherwise: the local server must not reach out. */
export function webhookTargetAllowed(app: AppState, url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  return app.opts.webhooksAnyHost || ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}

/** The projects a project-level webhook covers: the project and its ancestors. */
function projectChain(app: AppState, projectId: number): number[] {
  const ids: number[] = [];
  for (let id = projectId, i = 0; id > 0 && i < 50; i++) {
    ids.push(id);
    id =
      (app.db.prepare('SELECT parent_project_id AS p FROM projects WHERE id = ?').get(id) as { p: number } | undefined)
        ?.p ?? 0;
  }
  return ids;
}

/** An object given as a bare `{id}` (or a full one) is sent as the full, current model, as Vikunja does. */
function expanded(
  data: Record<string, unknown>,
  key: string,
  load: (id: number) => Record<string, unknown> | null,
): Record<string, unknown> {
  const v = data[key];
  if (!v || typeof v !== 'object' || typeof (v as { id?: unknown }).id !== 'number') return data;
  const full = load((v as { id: number }).id);
  return full ? { ...data, [key]: full } : data;
}

/** The event data as sent: full task and project objects, and who did it. */
function payload(app: AppState, name: string, data: Record<string, unknown>, doerId: number): Record<string, unknown> {
  const doer: Auth = { kind: 'user', userId: doerId, sessionId: null, apiTokenId: null };
  let out = expanded(data, 'task', (id) => {
    const t = findTask(app, id);
    return t ? taskJson(app, doer, t) : null;
  });
  out = expanded(out, 'project', (id) => {
    const p = findProject(app, id);
    return p ? projectJson(app, doer, p, Math.max(0, projectPermission(app, doer, id))) : null;
  });
  return USER_DIRECTED.has(name) || 'doer' in out ? out : { ...out, doer: userJsonById(app, doerId) };
}

/** Sends matching webhooks without blocking the request; failures are logged, not retried. */
function deliver(app: AppState, name: string, data: Record<string, unknown>, projectId: number, doerId: number): void {
  if (!app.opts.webhooks) return;
  // From 2.x on, events addressed to a user go to that user's own webhooks only.
  const personal = USER_DIRECTED.has(name) && app.opts.compat === '2';
  const chain = personal ? [] : projectChain(app, projectId);
  const owner = personal
    ? doerId
    : ((app.db.prepare('SELECT owner_id FROM projects WHERE id = ?').get(projectId) as { owner_id: number } | undefined)
        ?.owner_id ?? 0);
  const hooks = (
    app.db
      .prepare(
        `SELECT * FROM webhooks WHERE project_id IN (${chain.map(() => '?').join(',') || '0'}) OR (user_id > 0 AND user_id IN (?, ?))`,
      )
      .all(...chain, owner, doerId) as WebhookRow[]
  ).filter((h) => (JSON.parse(h.events) as string[]).includes(name) && webhookTargetAllowed(app, h.target_url));
  if (!hooks.length) return;
  // One time and one body for every target, built while the objects still exist (deletions emit first).
  const body = JSON.stringify({
    event_name: name,
    time: new Date().toISOString(),
    data: payload(app, name, data, doerId),
  });
  for (const h of hooks) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Vikunja' };
    if (h.secret) headers['x-vikunja-signature'] = signWebhook(h.secret, body);
    fetch(h.target_url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10000) }).catch((err: unknown) => {
      console.warn(`webhook ${h.id} to ${h.target_url} failed: ${String(err)}`);
    });
  }
}

onEvent((app, name, data, ctx) => deliver(app, name, data, ctx.projectId, ctx.doerId));
