import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { idParam, jsonBody, str, type Json } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { createApiToken, deleteApiToken } from '../models/api-token.ts';
import { tokensPage } from '../models/lists.ts';
import type { TokenRow } from '../models/rows.ts';
import { requireUser } from '../auth/middleware.ts';
import { tokenRouteListing } from '../auth/token-routes.ts';
import { inDate, outDate } from '../time.ts';

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
    throw apiError(400, CODE.apiTokenPermissionInvalid, 'At least one permission is required.');
  const offered = tokenRouteListing(app.opts.compat);
  for (const [group, list] of Object.entries(p as Record<string, unknown>)) {
    const allowed = Object.hasOwn(offered, group) ? offered[group] : undefined;
    if (!allowed || !Array.isArray(list) || !list.every((x) => typeof x === 'string' && Object.hasOwn(allowed, x))) {
      throw apiError(400, CODE.apiTokenPermissionInvalid, `The permission group ${group} is invalid.`);
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
    const page = listPage(c);
    return sendPage(c, page, tokensPage(app, auth.userId, c.req.query('s') ?? '', page), (t) => tokenJson(app, t));
  });
  api.put('/tokens', async (c: Ctx) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const body = await jsonBody(c);
    const title = (str(body, 'title') ?? '').trim();
    if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
    const permissions = readPermissions(app, body);
    const expires = inDate(body.expires_at);
    if (expires === undefined) throw apiError(400, CODE.invalidModel, 'Invalid model provided. expires_at');
    const { row, token } = createApiToken(app, auth.userId, { title, permissions, expiresAt: expires });
    return c.json(tokenJson(app, row, token), 201);
  });
  api.delete('/tokens/:tokenID{[0-9]+}', (c) => {
    const app = c.get('app');
    const gone = deleteApiToken(app, idParam(c, 'tokenID'), requireUser(c).userId);
    if (!gone) throw apiError(404, CODE.apiTokenNotFound, 'The api token does not exist.');
    return c.json({ message: 'Successfully deleted.' });
  });
}
