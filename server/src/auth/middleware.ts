import type { MiddlewareHandler } from 'hono';
import type { AppState, Auth, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { verifyJwt } from './jwt.ts';
import { sha256 } from './password.ts';
import { findApiTokenByHash } from '../models/api-token.ts';
import { findLinkShare } from '../models/link-share.ts';
import { sessionExists } from '../models/session.ts';
import { findUser } from '../models/user.ts';
import { tokenGrants } from './token-routes.ts';

/** Requests made with a valid API token whose permissions do not reach the route. */
const refused = new WeakSet<Request>();

/** Resolves the bearer token (user JWT, link-share JWT or API token) without enforcing it. */
export function resolveAuth(
  app: AppState,
  header: string | undefined,
  request?: { method: string; path: string; raw?: Request },
): Auth | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!m?.[1]) return null;
  const token = m[1];
  if (token.startsWith('tk_')) {
    const row = findApiTokenByHash(app, sha256(token));
    if (!row || (row.expires_at && Date.parse(row.expires_at) < Date.now())) return null;
    if (
      request &&
      !tokenGrants(
        JSON.parse(row.permissions) as Record<string, string[]>,
        request.method,
        request.path,
        app.opts.compat,
      )
    ) {
      // Public routes still answer anonymously; the rest say why in requireAuth.
      if (request.raw) refused.add(request.raw);
      return null;
    }
    return { kind: 'user', userId: row.owner_id, sessionId: null, apiTokenId: row.id };
  }
  const claims = verifyJwt(token, app.secret);
  if (!claims) return null;
  if (claims.type === 1 && typeof claims.id === 'number') {
    if (!findUser(app.db, claims.id)) return null;
    const sid = typeof claims.sid === 'string' ? claims.sid : null;
    // Logout ends the session; its short JWTs stop working with it.
    if (sid && !sessionExists(app, sid)) return null;
    return { kind: 'user', userId: claims.id, sessionId: sid, apiTokenId: null };
  }
  if (claims.type === 2 && typeof claims.id === 'number') {
    const share = findLinkShare(app, claims.id);
    if (!share) return null;
    return {
      kind: 'link',
      userId: -share.id,
      shareId: share.id,
      projectId: share.project_id,
      permission: share.permission,
    };
  }
  return null;
}

/** Puts the app state and the (optional) caller on the context. */
export function authMiddleware(app: AppState): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set('app', app);
    c.set(
      'auth',
      resolveAuth(app, c.req.header('authorization'), { method: c.req.method, path: c.req.path, raw: c.req.raw }),
    );
    await next();
  };
}

/** The caller, or 401 (code 11 for an API token without a permission for the route, as Vikunja 2.x answers). */
export function requireAuth(c: Ctx): Auth {
  const auth = c.get('auth');
  if (!auth && refused.has(c.req.raw))
    throw apiError(401, CODE.tokenRouteForbidden, 'This API token has no permission for this route.');
  if (!auth) throw errors.unauthorized();
  return auth;
}

/** A real user (not a link share), or 401/403. */
export function requireUser(c: Ctx): Auth & { kind: 'user' } {
  const auth = requireAuth(c);
  if (auth.kind !== 'user') throw errors.linkShareForbidden();
  return auth;
}
