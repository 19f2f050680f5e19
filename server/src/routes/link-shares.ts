import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, str } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { linkSharesPage } from '../models/lists.ts';
import type { LinkShareRow } from '../models/rows.ts';
import { permissionKey } from '../http/permission.ts';
import { requireUser } from '../auth/middleware.ts';
import { hashPassword, randomToken, verifyPassword } from '../auth/password.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { userJsonById, usersJsonByIds } from '../models/user.ts';
import { emitEvent } from '../events.ts';
import { createLinkShare, deleteLinkShare, linkShareByHash, linkShareOfProject } from '../models/link-share.ts';
import { readPermission } from './project-shares.ts';
import { issueLinkShareJwt } from './shares-auth.ts';

/** models.LinkSharing; the password is write-only. */
function shareJson(
  app: AppState,
  s: LinkShareRow,
  sharedBy: Record<string, unknown> | null = userJsonById(app, s.shared_by_id),
): Record<string, unknown> {
  return {
    id: s.id,
    hash: s.hash,
    name: s.name,
    [permissionKey(app)]: s.permission,
    sharing_type: s.sharing_type,
    password: '',
    shared_by: sharedBy,
    created: s.created,
    updated: s.updated,
  };
}

function project(c: Ctx, needed: number): number {
  const app = c.get('app');
  if (!app.opts.linkSharing) throw errors.notFound();
  const id = idParam(c, 'project');
  requireProjectPermission(app, requireUser(c), id, needed);
  return id;
}

const share = (c: Ctx, projectId: number): LinkShareRow =>
  linkShareOfProject(c.get('app'), idParam(c, 'share'), projectId);

export function registerLinkShares(api: Hono<Env>): void {
  api.get('/projects/:project{[0-9]+}/shares', (c) => {
    const app = c.get('app');
    const id = project(c, 1);
    const page = listPage(c);
    const shares = linkSharesPage(app, id, c.req.query('s') ?? '', page);
    const sharer = usersJsonByIds(
      app,
      shares.rows.map((r) => r.shared_by_id),
    );
    return sendPage(c, page, shares, (r) => shareJson(app, r, sharer(r.shared_by_id)));
  });
  api.put('/projects/:project{[0-9]+}/shares', async (c) => {
    const app = c.get('app');
    const id = project(c, 1);
    const body = await jsonBody(c);
    const perm = readPermission(body);
    // Nobody can hand out more than they hold.
    if (perm > requireProjectPermission(app, requireUser(c), id, 1))
      throw apiError(403, CODE.forbidden, "You're not allowed to do this.");
    const password = str(body, 'password') ?? '';
    const row = createLinkShare(app, id, requireUser(c).userId, {
      hash: randomToken(30),
      name: str(body, 'name') ?? '',
      permission: perm,
      sharing_type: password ? 2 : 1,
      password: password ? hashPassword(password) : '',
    });
    const json = shareJson(app, row);
    emitEvent(
      app,
      'project.shared.link',
      { project: { id }, link_share: json },
      { projectId: id, doerId: requireUser(c).userId },
    );
    return c.json(json, 201);
  });
  api.get('/projects/:project{[0-9]+}/shares/:share{[0-9]+}', (c) =>
    c.json(shareJson(c.get('app'), share(c, project(c, 1)))),
  );
  api.delete('/projects/:project{[0-9]+}/shares/:share{[0-9]+}', (c) => {
    const s = share(c, project(c, 1));
    deleteLinkShare(c.get('app'), s.id);
    return c.json({ message: 'The link share was successfully deleted.' });
  });
  api.post('/shares/:share/auth', async (c) => {
    const app = c.get('app');
    if (!app.opts.linkSharing) throw errors.notFound();
    const s = linkShareByHash(app, c.req.param('share'));
    if (s.sharing_type === 2) {
      const password = str(await jsonBody(c), 'password') ?? '';
      if (!password)
        throw apiError(
          412,
          CODE.linkSharePasswordRequired,
          'This link share requires a password for authentication, but none was provided.',
        );
      if (!verifyPassword(password, s.password))
        throw apiError(403, CODE.linkSharePasswordInvalid, 'The provided link share password is invalid.');
    }
    return c.json({ token: issueLinkShareJwt(app, s.id), project_id: s.project_id });
  });
}
