import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';

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
  return Number(info.lastInsertRowid);
}
