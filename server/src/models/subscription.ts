import type { AppState } from '../context.ts';

export interface SubscriptionRow {
  id: number;
  entity_type: number;
  entity_id: number;
  user_id: number;
  created: string;
}

/** A user's subscription to an entity (type 2 project, 3 task), if any. */
export const findSubscription = (
  app: AppState,
  entityType: number,
  entityId: number,
  userId: number,
): SubscriptionRow | undefined =>
  app.db
    .prepare('SELECT * FROM subscriptions WHERE entity_type = ? AND entity_id = ? AND user_id = ?')
    .get(entityType, entityId, userId) as SubscriptionRow | undefined;

/** Subscribes a user to an entity; answers the new subscription's id. */
export function createSubscription(
  app: AppState,
  entityType: number,
  entityId: number,
  userId: number,
  created: string,
): number {
  const info = app.db
    .prepare('INSERT INTO subscriptions (entity_type, entity_id, user_id, created) VALUES (?, ?, ?, ?)')
    .run(entityType, entityId, userId, created);
  return Number(info.lastInsertRowid);
}

export function deleteSubscription(app: AppState, id: number): void {
  app.db.prepare('DELETE FROM subscriptions WHERE id = ?').run(id);
}
