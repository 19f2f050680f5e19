import type { AppState } from '../context.ts';

/** A login session as stored: the refresh token only as its hash. */
export interface SessionRow {
  id: string;
  user_id: number;
  refresh_hash: string;
  is_long: number;
  last_active: string;
}

export interface NewSession {
  id: string;
  userId: number;
  refreshHash: string;
  long: boolean;
  /** ISO time: started and last active. */
  now: string;
  deviceInfo: string;
  ipAddress: string;
}

export function insertSession(app: AppState, s: NewSession): void {
  app.db
    .prepare(
      'INSERT INTO sessions (id, user_id, refresh_hash, is_long, last_active, created, device_info, ip_address) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(s.id, s.userId, s.refreshHash, s.long ? 1 : 0, s.now, s.now, s.deviceInfo, s.ipAddress);
}

export function findSession(app: AppState, sessionId: string): SessionRow | undefined {
  return app.db.prepare('SELECT * FROM sessions WHERE id = ?').get(sessionId) as SessionRow | undefined;
}

/**
 * Replaces the refresh hash only while it is still `expectedHash` (compare-and-swap), marking the
 * session active at `now`; whether it did.
 */
export function swapRefreshHash(
  app: AppState,
  sessionId: string,
  expectedHash: string,
  nextHash: string,
  now: string,
): boolean {
  return (
    app.db
      .prepare('UPDATE sessions SET refresh_hash = ?, last_active = ? WHERE id = ? AND refresh_hash = ?')
      .run(nextHash, now, sessionId, expectedHash).changes === 1
  );
}

export function sessionExists(app: AppState, sessionId: string): boolean {
  return !!app.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(sessionId);
}

/** Whether the login session exists and belongs to the user. */
export function isOwnSession(app: AppState, sessionId: string, userId: number): boolean {
  return !!app.db.prepare('SELECT 1 FROM sessions WHERE id = ? AND user_id = ?').get(sessionId, userId);
}

export function endSession(app: AppState, sessionId: string): void {
  app.db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
}

/** Ends every login session of the user (after a password reset). */
export function endUserSessions(app: AppState, userId: number): void {
  app.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
