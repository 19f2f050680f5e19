import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import type { WebhookRow } from './rows.ts';

/** Whose webhooks: a project's, or (2.x) one user's. */
export type WebhookOwner = { projectId: number } | { userId: number };

export interface NewWebhook {
  targetUrl: string;
  events: string[];
  projectId: number;
  userId: number;
  secret: string;
  createdById: number;
}

const byId = (app: AppState, id: number): WebhookRow =>
  app.db.prepare('SELECT * FROM webhooks WHERE id = ?').get(id) as WebhookRow;

export function createWebhook(app: AppState, w: NewWebhook): WebhookRow {
  const now = nowIso();
  const info = app.db
    .prepare(
      'INSERT INTO webhooks (target_url, events, project_id, user_id, secret, created_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(w.targetUrl, JSON.stringify(w.events), w.projectId, w.userId, w.secret, w.createdById, now, now);
  return byId(app, Number(info.lastInsertRowid));
}

/** The webhook with that id when it belongs to `owner`. */
export function findWebhook(app: AppState, id: number, owner: WebhookOwner): WebhookRow | undefined {
  return (
    'projectId' in owner
      ? app.db.prepare('SELECT * FROM webhooks WHERE id = ? AND project_id = ?').get(id, owner.projectId)
      : app.db.prepare('SELECT * FROM webhooks WHERE id = ? AND user_id = ?').get(id, owner.userId)
  ) as WebhookRow | undefined;
}

/** Replaces the events a webhook is sent for; answers the changed row. */
export function setWebhookEvents(app: AppState, id: number, events: string[]): WebhookRow {
  app.db.prepare('UPDATE webhooks SET events = ?, updated = ? WHERE id = ?').run(JSON.stringify(events), nowIso(), id);
  return byId(app, id);
}

export function deleteWebhook(app: AppState, id: number): void {
  app.db.prepare('DELETE FROM webhooks WHERE id = ?').run(id);
}
