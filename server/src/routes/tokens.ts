import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { apiError } from '../errors.ts';
import { idParam, jsonBody, str, type Json } from '../http/body.ts';
import { readPage, setPageHeaders } from '../http/pagination.ts';
import { requireUser } from '../auth/middleware.ts';
import { randomToken, sha256 } from '../auth/password.ts';
import { inDate, nowIso, outDate } from '../time.ts';

/** The permission groups API tokens can hold (GET /routes); enforced by resource and verb. */
export const TOKEN_ROUTES: Record<string, string[]> = {
  projects: ['read_all', 'read_one', 'create', 'update', 'delete', 'views', 'buckets', 'shares', 'webhooks'],
  tasks: ['read_all', 'read_one', 'create', 'update', 'delete', 'bulk', 'position', 'labels', 'assignees', 'comments', 'relations', 'attachments'],
  labels: ['read_all', 'read_one', 'create', 'update', 'delete'],
  teams: ['read_all', 'read_one', 'create', 'update', 'delete', 'members'],
  filters: ['read_one', 'create', 'update', 'delete'],
  notifications: ['read_all', 'mark_all_as_read', 'update'],
  subscriptions: ['create', 'delete'],
  user: ['read', 'settings'],
};

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

function readPermissions(body: Json): Record<string, string[]> {
  const p = body.permissions;
  if (!p || typeof p !== 'object' || Array.isArray(p) || !Object.keys(p).length) throw apiError(400, 14002, 'At least one permission is required.');
  for (const [group, list] of Object.entries(p as Record<string, unknown>)) {
    const allowed = TOKEN_ROUTES[group];
    if (!allowed || !Array.isArray(list) || !list.every((x) => typeof x === 'string' && allowed.includes(x))) {
      throw apiError(400, 14002, `The permission group ${group} is invalid.`);
    }
  }
  return p as Record<string, string[]>;
}

/** Whether an API token may make this request: the first path segment is the group, the verb the action. */
export function tokenAllows(permissionsJson: string, method: string, path: string): boolean {
  const segments = path.replace(/^\/api\/v1\//, '').split('/');
  const group = segments[0] ?? '';
  const perms = (JSON.parse(permissionsJson) as Record<string, string[]>)[group];
  if (!perms?.length) return false;
  const single = segments.length > 1;
  const action = method === 'GET' ? (single ? 'read_one' : 'read_all') : method === 'PUT' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
  // Sub-resources (e.g. tasks/{id}/labels) are granted by their own permission name or by update.
  const sub = segments.length > 2 ? (segments[2] ?? '') : '';
  return perms.includes(action) || (sub !== '' && perms.includes(sub)) || (group === 'user' && perms.length > 0);
}

export function registerTokens(api: Hono<Env>): void {
  api.get('/routes', (c) => c.json(Object.fromEntries(Object.entries(TOKEN_ROUTES).map(([g, list]) => [g, Object.fromEntries(list.map((n) => [n, { path: `/api/v1/${g}`, method: '' }]))]))));
  api.get('/tokens', (c) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const page = readPage(c, app.opts.maxItemsPerPage, app.opts.maxItemsPerPage);
    const s = `%${c.req.query('s') ?? ''}%`;
    const total = (app.db.prepare('SELECT COUNT(*) AS n FROM api_tokens WHERE owner_id = ? AND title LIKE ?').get(auth.userId, s) as { n: number }).n;
    const rows = app.db.prepare('SELECT * FROM api_tokens WHERE owner_id = ? AND title LIKE ? ORDER BY id LIMIT ? OFFSET ?').all(auth.userId, s, page.limit, page.offset) as TokenRow[];
    setPageHeaders(c, total, page, rows.length);
    return c.json(rows.map((t) => tokenJson(app, t)));
  });
  api.put('/tokens', async (c: Ctx) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const body = await jsonBody(c);
    const title = (str(body, 'title') ?? '').trim();
    if (!title) throw apiError(400, 2002, 'Invalid model provided. title: non zero value required');
    const permissions = readPermissions(body);
    const expires = inDate(body.expires_at);
    if (expires === undefined) throw apiError(400, 2002, 'Invalid model provided. expires_at');
    const token = `tk_${randomToken(30)}`;
    const info = app.db
      .prepare('INSERT INTO api_tokens (title, token_hash, token_last_eight, permissions, expires_at, owner_id, created) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(title, sha256(token), token.slice(-8), JSON.stringify(permissions), expires, auth.userId, nowIso());
    const row = app.db.prepare('SELECT * FROM api_tokens WHERE id = ?').get(Number(info.lastInsertRowid)) as TokenRow;
    return c.json(tokenJson(app, row, token), 201);
  });
  api.delete('/tokens/:tokenID{[0-9]+}', (c) => {
    const app = c.get('app');
    const gone = app.db.prepare('DELETE FROM api_tokens WHERE id = ? AND owner_id = ?').run(idParam(c, 'tokenID'), requireUser(c).userId).changes;
    if (!gone) throw apiError(404, 14001, 'The api token does not exist.');
    return c.json({ message: 'Successfully deleted.' });
  });
}
