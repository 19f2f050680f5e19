import crypto from 'node:crypto';
import type { Hono } from 'hono';
import type { Env } from '../context.ts';
import { apiError } from '../errors.ts';
import { idParam } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { hashPassword } from '../auth/password.ts';
import { nowIso } from '../time.ts';

/** user_tokens kind for CalDAV tokens (stored hashed; the clear token is shown once). */
const CALDAV = 4;

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
    const rows = c
      .get('app')
      .db.prepare('SELECT id, created FROM user_tokens WHERE user_id = ? AND kind = ? ORDER BY id')
      .all(requireUser(c).userId, CALDAV) as { id: number; created: string }[];
    return c.json(rows.map((r) => ({ id: r.id, created: r.created })));
  });
  api.put('/user/settings/token/caldav', (c) => {
    const token = caldavToken();
    const created = nowIso();
    const info = c
      .get('app')
      .db.prepare('INSERT INTO user_tokens (user_id, token, kind, created) VALUES (?, ?, ?, ?)')
      .run(requireUser(c).userId, hashPassword(token), CALDAV, created);
    return c.json({ id: Number(info.lastInsertRowid), token, created });
  });
  api.delete('/user/settings/token/caldav/:id{[0-9]+}', (c) => {
    const gone = c
      .get('app')
      .db.prepare('DELETE FROM user_tokens WHERE id = ? AND user_id = ? AND kind = ?')
      .run(idParam(c, 'id'), requireUser(c).userId, CALDAV).changes;
    if (!gone) throw apiError(404, undefined, 'The token does not exist.');
    return c.json({ message: 'The token was deleted successfully.' });
  });
}
