import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { apiError } from '../errors.ts';
import { idParam, jsonBody, str, type Json } from '../http/body.ts';
import { readPage, setPageHeaders } from '../http/pagination.ts';
import { requireUser } from '../auth/middleware.ts';
import { randomToken, sha256 } from '../auth/password.ts';
import { tokenRouteListing } from '../auth/token-routes.ts';
import { inDate, nowIso, outDate } from '../time.ts';

interface TokenRow {
  id: number;
  title: string;
  token_last_eight: string;
  permissions: string;
  expires_at: string | null;
  owner_id: number;
  created: string;
}

function tokenJson(app: AppState, t: TokenRow, token?: string): Record<string, unknown> {
  return {
    id: t.id,
    title: t.title,
    ...(token ? { token } : {}),
    permissions: JSON.parse(t.permissions) as unknown,
    expires_at: outDate(t.expires_at),
    ...(app.opts.compat === '2' ? { owner_id: t.owner_id } : {}),
    created: t.created,
  };
}

/** The token's permissions, each group and permission one that GET /routes offers (14002 otherwise). */
function readPermissions(app: AppState, body: Json): Record<string, string[]> {
  const p = body.permissions;
  if (!p || typeof p !== 'object' || Array.isArray(p) || !Object.keys(p).length)
    throw apiError(400, 14002, 'At least one permission is required.');
  const offered = tokenRouteListing(app.opts.compat);
  for (const [group, list] of Object.entries(p as Record<string, unknown>)) {
    const allowed = Object.hasOwn(offered, group) ? offered[group] : undefined;
    if (!allowed || !Array.isArray(list) || !list.every((x) => typeof x === 'string' && Object.hasOwn(allowed, x))) {
      throw apiError(400, 14002, `The permission group ${group} is invalid.`);
    }
  }
  return p as Record<string, string[]>;
}

export function registerTokens(api: Hono<Env>): void {
  api.get('/routes', (c) => {
    requireUser(c);
    return c.json(tokenRouteListing(c.get('app').opts.compat));
  });
  api.get('/tokens', (c) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const page = readPage(c, app.opts.maxItemsPerPage, app.opts.maxItemsPerPage);
    const s = `%${c.req.query('s') ?? ''}%`;
    const total = (
      app.db
        .prepare('SELECT COUNT(*) AS n FROM api_tokens WHERE owner_id = ? AND title LIKE ?')
        .get(auth.userId, s) as { n: number }
    ).n;
    const rows = app.db
      .prepare('SELECT * FROM api_tokens WHERE owner_id = ? AND title LIKE ? ORDER BY id LIMIT ? OFFSET ?')
      .all(auth.userId, s, page.limit, page.offset) as TokenRow[];
    setPageHeaders(c, total, page, rows.length);
    return c.json(rows.map((t) => tokenJson(app, t)));
  });
  api.put('/tokens', async (c: Ctx) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const body = await jsonBody(c);
    const title = (str(body, 'title') ?? '').trim();
    if (!title) throw apiError(400, 2002, 'Invalid model provided. title: non zero value required');
    const permissions = readPermissions(app, body);
    const expires = inDate(body.expires_at);
    if (expires === undefined) throw apiError(400, 2002, 'Invalid model provided. expires_at');
    const token = `tk_${randomToken(30)}`;
    const info = app.db
      .prepare(
        'INSERT INTO api_tokens (title, token_hash, token_last_eight, permissions, expires_at, owner_id, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(title, sha256(token), token.slice(-8), JSON.stringify(permissions), expires, auth.userId, nowIso());
    const row = app.db.prepare('SELECT * FROM api_tokens WHERE id = ?').get(Number(info.lastInsertRowid)) as TokenRow;
    return c.json(tokenJson(app, row, token), 201);
  });
  api.delete('/tokens/:tokenID{[0-9]+}', (c) => {
    const app = c.get('app');
    const gone = app.db
      .prepare('DELETE FROM api_tokens WHERE id = ? AND owner_id = ?')
      .run(idParam(c, 'tokenID'), requireUser(c).userId).changes;
    if (!gone) throw apiError(404, 14001, 'The api token does not exist.');
    return c.json({ message: 'Successfully deleted.' });
  });
}
