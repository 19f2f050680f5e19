import crypto from 'node:crypto';
import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { endSession, findSession, insertSession, swapRefreshHash, type SessionRow } from '../models/session.ts';
import { isLocalUser, type UserRow } from '../models/user.ts';
import { signJwt } from './jwt.ts';
import { randomToken, sha256 } from './password.ts';

/** Name and path of the HttpOnly refresh cookie (compat 2). */
export const REFRESH_COOKIE = 'vikunja_refresh_token';
export const REFRESH_PATH = '/api/v1/user/token/refresh';

/** A user JWT; in compat 2 it carries the session id (`sid`) so logout can revoke it. */
export function issueUserJwt(app: AppState, u: UserRow, o: { long: boolean; sessionId: string | null }): string {
  const ttl = app.opts.compat !== '2' && o.long ? app.opts.longJwtTtlSeconds : app.opts.jwtTtlSeconds;
  return signJwt(
    {
      type: 1,
      id: u.id,
      username: u.username,
      email: u.email,
      name: u.name,
      emailRemindersEnabled: !!u.email_reminders_enabled,
      isLocalUser: isLocalUser(u),
      long: o.long,
      ...(o.sessionId ? { sid: o.sessionId } : {}),
      jti: crypto.randomUUID(),
      exp: Math.floor(Date.now() / 1000) + ttl,
    },
    app.secret,
  );
}

/** Where a session was started from: the browser's user agent and the client's address. */
export interface SessionClient {
  deviceInfo: string;
  ipAddress: string;
}

/** Starts a session; returns its id and the refresh token to put in the cookie. */
export function createSession(
  app: AppState,
  userId: number,
  long: boolean,
  from?: SessionClient,
): { sessionId: string; refresh: string } {
  const sessionId = crypto.randomUUID();
  const refresh = `${sessionId}.${randomToken()}`;
  insertSession(app, {
    id: sessionId,
    userId,
    refreshHash: sha256(refresh),
    long,
    now: nowIso(),
    deviceInfo: from?.deviceInfo ?? '',
    ipAddress: from?.ipAddress ?? '',
  });
  return { sessionId, refresh };
}

/** Whether a session has been idle longer than its kind allows. */
export function sessionIdledOut(app: AppState, s: { is_long: number; last_active: string }, now = Date.now()): boolean {
  const idle = s.is_long ? app.opts.longSessionIdleSeconds : app.opts.sessionIdleSeconds;
  return Date.parse(s.last_active) + idle * 1000 < now;
}

/**
 * Exchanges a refresh token for a new one. The compare-and-swap on the stored hash makes the old
 * token useless the moment it is used, so of two concurrent refreshes only one succeeds.
 */
export function rotateSession(app: AppState, refresh: string): { session: SessionRow; refresh: string } | null {
  const sessionId = refresh.split('.')[0] ?? '';
  const s = findSession(app, sessionId);
  if (!s || s.refresh_hash !== sha256(refresh)) return null;
  if (sessionIdledOut(app, s)) {
    endSession(app, s.id);
    return null;
  }
  const next = `${s.id}.${randomToken()}`;
  return swapRefreshHash(app, s.id, s.refresh_hash, sha256(next), nowIso()) ? { session: s, refresh: next } : null;
}
