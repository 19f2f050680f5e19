import crypto from 'node:crypto';
import type { Hono } from 'hono';
import type { Env } from '../context.ts';
import { apiError } from '../errors.ts';
import { idParam } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { addCaldavToken, caldavTokensOf, deleteCaldavToken } from '../models/user-token.ts';
import { nowIso } from '../time.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A CalDAV token as a real server makes it: 64 letters and digits, each drawn without bias. */
export function caldavToken(): string {
  return Array.from({ length: 64 }, () => ALPHANUMERIC[crypto.randomInt(ALPHANUMERIC.length)]).join('');
}

/**
 * CalDAV tokens are kept so clients can manage them, although this server does not speak CalDAV
 * (/info reports caldav_enabled from the options).
 */
export function registerCaldavTokens(api: Hono<Env>): void {
  api.get('/user/settings/token/caldav', (c) => {
    const rows = caldavTokensOf(c.get('app'), requireUser(c).userId);
    return c.json(rows.map((r) => ({ id: r.id, created: r.created })));
  });
  api.put('/user/settings/token/caldav', (c) => {
    const token = caldavToken();
    const created = nowIso();
    const id = addCaldavToken(c.get('app'), requireUser(c).userId, token, created);
    return c.json({ id, token, created });
  });
  api.delete('/user/settings/token/caldav/:id{[0-9]+}', (c) => {
    const gone = deleteCaldavToken(c.get('app'), idParam(c, 'id'), requireUser(c).userId);
    if (!gone) throw apiError(404, undefined, 'The token does not exist.');
    return c.json({ message: 'The token was deleted successfully.' });
  });
}
