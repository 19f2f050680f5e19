import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';

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
