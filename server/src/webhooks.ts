import crypto from 'node:crypto';
import type { AppState } from './context.ts';
import { onEvent } from './events.ts';

export const WEBHOOK_EVENTS = [
  'task.created', 'task.updated', 'task.deleted', 'task.assignee.created', 'task.assignee.deleted',
  'task.comment.created', 'task.comment.edited', 'task.comment.deleted', 'task.attachment.created',
  'task.attachment.deleted', 'task.relation.created', 'task.relation.deleted', 'project.updated', 'project.deleted',
  'project.shared.user', 'project.shared.team', 'project.shared.link',
];

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
    id = (app.db.prepare('SELECT parent_project_id AS p FROM projects WHERE id = ?').get(id) as { p: number } | undefined)?.p ?? 0;
  }
  return ids;
}

/** Sends matching webhooks without blocking the request; failures are logged, not retried. */
function deliver(app: AppState, name: string, data: Record<string, unknown>, projectId: number, doerId: number): void {
  if (!app.opts.webhooks) return;
  const chain = projectChain(app, projectId);
  const owner = (app.db.prepare('SELECT owner_id FROM projects WHERE id = ?').get(projectId) as { owner_id: number } | undefined)?.owner_id ?? 0;
  const hooks = app.db.prepare(`SELECT * FROM webhooks WHERE project_id IN (${chain.map(() => '?').join(',') || '0'}) OR (user_id > 0 AND user_id IN (?, ?))`).all(...chain, owner, doerId) as WebhookRow[];
  for (const h of hooks) {
    const events = JSON.parse(h.events) as string[];
    if (!events.includes(name) || !webhookTargetAllowed(app, h.target_url)) continue;
    const body = JSON.stringify({ event_name: name, time: new Date().toISOString(), data });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Vikunja' };
    if (h.secret) headers['x-vikunja-signature'] = signWebhook(h.secret, body);
    fetch(h.target_url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10000) }).catch((err: unknown) => {
      console.warn(`webhook ${h.id} to ${h.target_url} failed: ${String(err)}`);
    });
  }
}

onEvent((app, name, payload, ctx) => deliver(app, name, payload, ctx.projectId, ctx.doerId));
