import type { AppState } from '../context.ts';

/** Whether the login session exists and belongs to the user. */
export function isOwnSession(app: AppState, sessionId: string, userId: number): boolean {
  return !!app.db.prepare('SELECT 1 FROM sessions WHERE id = ? AND user_id = ?').get(sessionId, userId);
}

/** Ends every login session of the user (after a password reset). */
export function endUserSessions(app: AppState, userId: number): void {
  app.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
