import type { AppState } from '../context.ts';
import { nowIso, outDate } from '../time.ts';
import type { NotificationRow } from './rows.ts';

type CreatedListener = (app: AppState, userId: number, id: number) => void;
const createdListeners: CreatedListener[] = [];

/** Called after every stored notification (the websocket pushes it). */
export function onNotificationCreated(listener: CreatedListener): void {
  createdListeners.push(listener);
}

/** Stores a notification for a user (domain events and the testing endpoint create them). */
export function createNotification(
  app: AppState,
  userId: number,
  name: string,
  payload: unknown,
  subjectId = 0,
): number {
  const info = app.db
    .prepare(
      'INSERT INTO notifications (notifiable_id, notification, name, subject_id, created) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, JSON.stringify(payload), name, subjectId, nowIso());
  const id = Number(info.lastInsertRowid);
  for (const listener of createdListeners) {
    try {
      listener(app, userId, id);
    } catch (err) {
      console.error('notification listener failed', err);
    }
  }
  return id;
}

/** The list answers notifications.DatabaseNotification (no `read`); marking answers the model with it. */
export function notificationJson(n: NotificationRow, withRead = true): Record<string, unknown> {
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

export function findNotification(app: AppState, id: number): NotificationRow | undefined {
  return app.db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as NotificationRow | undefined;
}

/** One notification as the list answers it, or null when it is gone. */
export function notificationById(app: AppState, id: number): Record<string, unknown> | null {
  const row = findNotification(app, id);
  return row ? notificationJson(row, false) : null;
}

/** Marks one notification read or unread; answers the changed row. */
export function setNotificationRead(app: AppState, id: number, read: boolean): NotificationRow {
  app.db.prepare('UPDATE notifications SET read_at = ? WHERE id = ?').run(read ? nowIso() : null, id);
  return findNotification(app, id) as NotificationRow;
}

export function markAllNotificationsRead(app: AppState, userId: number): void {
  app.db
    .prepare('UPDATE notifications SET read_at = ? WHERE notifiable_id = ? AND read_at IS NULL')
    .run(nowIso(), userId);
}
