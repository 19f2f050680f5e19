import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, str, type Json } from '../http/body.ts';
import { listPage, sendPage, type Page } from '../http/pagination.ts';
import type { Paged } from '../models/paging.ts';
import { projectTeamsPage, projectUsersPage, type Shared } from '../models/lists.ts';
import { permissionKey } from '../http/permission.ts';
import { requireUser } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import {
  createProjectShare,
  deleteProjectShare,
  teamHasProjectShare,
  updateProjectShare,
  userHasProjectShare,
  usersWithAccess,
  type ProjectShareRow,
} from '../models/share.ts';
import { getTeam, teamJson, teamsJson } from '../models/team.ts';
import { findUser, findUserByName, userJson, type UserRow } from '../models/user.ts';
import { emitEvent } from '../events.ts';

/** Permission from `permission` (1.x+) or `right` (0.24); 9001 when out of range. */
export function readPermission(body: Json): number {
  const p = num(body, 'permission') ?? num(body, 'right') ?? 0;
  if (![0, 1, 2].includes(p)) throw apiError(400, CODE.permissionInvalid, 'The permission is invalid.');
  return p;
}

/** A user named by numeric id or by username (path segments and bodies use either). */
function resolveUser(app: AppState, ref: string | number | undefined): UserRow {
  const u =
    typeof ref === 'number' || /^\d+$/.test(String(ref ?? ''))
      ? (findUser(app.db, Number(ref)) ?? findUserByName(app.db, String(ref)))
      : findUserByName(app.db, String(ref ?? ''));
  if (!u) throw errors.userNotFound();
  return u;
}

/** The user of a share's path: every release names it by username, so "42" is a user named 42. */
function userInPath(app: AppState, username: string | undefined): UserRow {
  const u = findUserByName(app.db, username ?? '');
  if (!u) throw errors.userNotFound();
  return u;
}

function userShareJson(app: AppState, r: ProjectShareRow, u: UserRow): Record<string, unknown> {
  const nameKey = app.opts.compat === '0.24' ? 'user_id' : 'username';
  return {
    id: r.id,
    [nameKey]: u.username,
    [permissionKey(app)]: r.permission,
    created: r.created,
    updated: r.updated,
  };
}

function teamShareJson(app: AppState, r: ProjectShareRow, teamId: number): Record<string, unknown> {
  return { id: r.id, team_id: teamId, [permissionKey(app)]: r.permission, created: r.created, updated: r.updated };
}

function project(c: Ctx, name: string, needed: number): number {
  const id = idParam(c, name);
  requireProjectPermission(c.get('app'), requireUser(c), id, needed);
  return id;
}

/** A page of a project's user or team shares, each with the permission its share gives; `json` renders the whole page. */
function listShares<R>(
  c: Ctx,
  read: (app: AppState, projectId: number, search: string, page: Page) => Paged<Shared<R>>,
  json: (app: AppState, rows: R[]) => (Record<string, unknown> | null)[],
): Response {
  const app = c.get('app');
  const id = project(c, 'id', 0);
  const page = listPage(c);
  const found = read(app, id, c.req.query('s') ?? '', page);
  const rendered = json(app, found.rows);
  const rows = found.rows.map((r, i) => ({ ...rendered[i], [permissionKey(app)]: r.share_permission }));
  return sendPage(c, page, { rows, total: found.total }, (r) => r);
}

export function registerProjectShares(api: Hono<Env>): void {
  api.get('/projects/:id{[0-9]+}/users', (c) =>
    listShares(c, projectUsersPage, (app, users) => users.map((u) => userJson(u, app))),
  );
  api.put('/projects/:id{[0-9]+}/users', async (c) => {
    const app = c.get('app');
    const id = project(c, 'id', 2);
    const body = await jsonBody(c);
    const u = resolveUser(app, str(body, 'username') ?? (body.user_id as string | number | undefined));
    const perm = readPermission(body);
    if (userHasProjectShare(app, id, u.id))
      throw apiError(409, CODE.userHasAccess, 'This user already has access to this project.');
    const share = createProjectShare(app, 'user', id, u.id, perm);
    emitEvent(
      app,
      'project.shared.user',
      { project: { id }, user: userJson(u, app) },
      { projectId: id, doerId: requireUser(c).userId },
    );
    return c.json(userShareJson(app, share, u), 201);
  });
  api.post('/projects/:projectID{[0-9]+}/users/:userID', async (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    const u = userInPath(app, c.req.param('userID'));
    const perm = readPermission(await jsonBody(c));
    const r = updateProjectShare(app, 'user', id, u.id, perm);
    if (!r) throw apiError(404, CODE.userHasNoAccess, 'This user does not have access to the project.');
    return c.json(userShareJson(app, r, u));
  });
  api.delete('/projects/:projectID{[0-9]+}/users/:userID', (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    const u = userInPath(app, c.req.param('userID'));
    if (!deleteProjectShare(app, 'user', id, u.id))
      throw apiError(404, CODE.userHasNoAccess, 'This user does not have access to the project.');
    return c.json({ message: 'Successfully deleted.' });
  });

  api.get('/projects/:id{[0-9]+}/teams', (c) => listShares(c, projectTeamsPage, teamsJson));
  api.put('/projects/:id{[0-9]+}/teams', async (c) => {
    const app = c.get('app');
    const id = project(c, 'id', 2);
    const body = await jsonBody(c);
    const teamId = num(body, 'team_id') ?? 0;
    const team = getTeam(app, teamId);
    if (teamHasProjectShare(app, id, teamId))
      throw apiError(409, CODE.teamHasAccess, 'This team already has access to this project.');
    const perm = readPermission(body);
    const share = createProjectShare(app, 'team', id, teamId, perm);
    emitEvent(
      app,
      'project.shared.team',
      { project: { id }, team: teamJson(app, team) },
      { projectId: id, doerId: requireUser(c).userId },
    );
    return c.json(teamShareJson(app, share, teamId), 201);
  });
  api.post('/projects/:projectID{[0-9]+}/teams/:teamID{[0-9]+}', async (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    const teamId = idParam(c, 'teamID');
    const perm = readPermission(await jsonBody(c));
    const r = updateProjectShare(app, 'team', id, teamId, perm);
    if (!r) throw apiError(404, CODE.teamLinkNotFound, 'This team does not have access to the project.');
    return c.json(teamShareJson(app, r, teamId));
  });
  api.delete('/projects/:projectID{[0-9]+}/teams/:teamID{[0-9]+}', (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    if (!deleteProjectShare(app, 'team', id, idParam(c, 'teamID')))
      throw apiError(404, CODE.teamLinkNotFound, 'This team does not have access to the project.');
    return c.json({ message: 'Successfully deleted.' });
  });

  /** Everyone with access (owner, user and team shares), for assignee pickers. */
  api.get('/projects/:id{[0-9]+}/projectusers', (c) => {
    const app = c.get('app');
    const id = project(c, 'id', 0);
    const s = (c.req.query('s') ?? '').toLowerCase();
    return c.json(usersWithAccess(app, id, s).map((u) => userJson(u, app)));
  });
}
