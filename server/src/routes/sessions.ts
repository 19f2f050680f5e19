import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { requireUser } from '../auth/middleware.ts';
import type { SessionClient } from '../auth/sessions.ts';
import type { Env } from '../context.ts';
import { apiError, errors } from '../errors.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { sessionsPage } from '../models/lists.ts';
import { endSession, isOwnSession } from '../models/session.ts';

/** The user agent and address a sign-in comes from, recorded with its session. */
export function sessionClient(c: Context): SessionClient {
  let ipAddress = '';
  try {
    ipAddress = getConnInfo(c).remote.address ?? '';
  } catch {
    // Not served by Node (a test calling app.fetch): no address to record.
  }
  return { deviceInfo: c.req.header('user-agent') ?? '', ipAddress };
}

/**
 * 2.x lists one's own login sessions and ends one of them (its refresh token stops working and the
 * JWTs issued for it are refused). Earlier releases have no server-side sessions.
 */
export function registerSessions(api: Hono<Env>): void {
  api.get('/user/sessions', (c) => {
    const app = c.get('app');
    if (app.opts.compat !== '2') throw errors.notFound();
    const auth = requireUser(c);
    const page = listPage(c);
    return sendPage(c, page, sessionsPage(app, auth.userId, Date.now(), page), (s) => ({
      id: s.id,
      device_info: s.device_info,
      ip_address: s.ip_address,
      is_current: s.id === auth.sessionId,
      last_active: s.last_active,
      created: s.created,
    }));
  });
  api.delete('/user/sessions/:id', (c) => {
    const app = c.get('app');
    if (app.opts.compat !== '2') throw errors.notFound();
    const auth = requireUser(c);
    const id = c.req.param('id');
    if (!isOwnSession(app, id, auth.userId)) throw apiError(404, undefined, 'The session does not exist.');
    endSession(app, id);
    return c.json({ message: 'Successfully deleted.' });
  });
}
