import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, str, type Json } from '../http/body.ts';
import { listPage, sendPage, type Page } from '../http/pagination.ts';
import type { Paged } from '../models/paging.ts';
import { projectTeamsPage, projectUsersPage, type Shared } from '../models/lists.ts';
import { permissionKey } from '../http/permission.ts';
import { requireUser } from '../auth/middleware.ts';
import { projectPermission, requireProjectPermission } from '../models/permissions.ts';
import { findUser, findUserByName, userJson, type UserRow } from '../models/user.ts';
import { nowIso } from '../time.ts';
import { emitEvent } from '../events.ts';
import { teamJson, type TeamRow } from './teams.ts';

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

interface ShareRow {
  id: number;
  user_id?: number;
  team_id?: number;
  permission: number;
  created: string;
  updated: string;
}

function userShareJson(app: AppState, r: ShareRow, u: UserRow): Record<string, unknown> {
  const nameKey = app.opts.compat === '0.24' ? 'user_id' : 'username';
  return {
    id: r.id,
    [nameKey]: u.username,
    [permissionKey(app)]: r.permission,
    created: r.created,
    updated: r.updated,
  };
}

function project(c: Ctx, name: string, needed: number): number {
  const id = idParam(c, name);
  requireProjectPermission(c.get('app'), requireUser(c), id, needed);
  return id;
}

/** A page of a project's user or team shares, each with the permission its share gives. */
function listShares<R>(
  c: Ctx,
  read: (app: AppState, projectId: number, search: string, page: Page) => Paged<Shared<R>>,
  json: (app: AppState, row: R) => Record<string, unknown> | null,
): Response {
  const app = c.get('app');
  const id = project(c, 'id', 0);
  const page = listPage(c);
  return sendPage(c, page, read(app, id, c.req.query('s') ?? '', page), (r) => ({
    ...json(app, r),
    [permissionKey(app)]: r.share_permission,
  }));
}

export function registerProjectShares(api: Hono<Env>): void {
  api.get('/projects/:id{[0-9]+}/users', (c) => listShares(c, projectUsersPage, (app, u) => userJson(u, app)));
  api.put('/projects/:id{[0-9]+}/users', async (c) => {
    const app = c.get('app');
    const id = project(c, 'id', 2);
    const body = await jsonBody(c);
    const u = resolveUser(app, str(body, 'username') ?? (body.user_id as string | number | undefined));
    const perm = readPermission(body);
    const owner = app.db.prepare('SELECT owner_id FROM projects WHERE id = ?').get(id) as { owner_id: number };
    if (
      owner.owner_id === u.id ||
      app.db.prepare('SELECT 1 FROM users_projects WHERE project_id = ? AND user_id = ?').get(id, u.id)
    ) {
      throw apiError(409, CODE.userHasAccess, 'This user already has access to this project.');
    }
    const now = nowIso();
    const info = app.db
      .prepare('INSERT INTO users_projects (user_id, project_id, permission, created, updated) VALUES (?, ?, ?, ?, ?)')
      .run(u.id, id, perm, now, now);
    emitEvent(
      app,
      'project.shared.user',
      { project: { id }, user: userJson(u, app) },
      { projectId: id, doerId: requireUser(c).userId },
    );
    return c.json(
      userShareJson(app, { id: Number(info.lastInsertRowid), permission: perm, created: now, updated: now }, u),
      201,
    );
  });
  api.post('/projects/:projectID{[0-9]+}/users/:userID', async (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    const u = userInPath(app, c.req.param('userID'));
    const perm = readPermission(await jsonBody(c));
    const now = nowIso();
    const changed = app.db
      .prepare('UPDATE users_projects SET permission = ?, updated = ? WHERE project_id = ? AND user_id = ?')
      .run(perm, now, id, u.id).changes;
    if (!changed) throw apiError(404, CODE.userHasNoAccess, 'This user does not have access to the project.');
    const r = app.db
      .prepare('SELECT * FROM users_projects WHERE project_id = ? AND user_id = ?')
      .get(id, u.id) as ShareRow;
    return c.json(userShareJson(app, r, u));
  });
  api.delete('/projects/:projectID{[0-9]+}/users/:userID', (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    const u = userInPath(app, c.req.param('userID'));
    if (!app.db.prepare('DELETE FROM users_projects WHERE project_id = ? AND user_id = ?').run(id, u.id).changes) {
      throw apiError(404, CODE.userHasNoAccess, 'This user does not have access to the project.');
    }
    return c.json({ message: 'Successfully deleted.' });
  });

  api.get('/projects/:id{[0-9]+}/teams', (c) => listShares(c, projectTeamsPage, teamJson));
  api.put('/projects/:id{[0-9]+}/teams', async (c) => {
    const app = c.get('app');
    const id = project(c, 'id', 2);
    const body = await jsonBody(c);
    const teamId = num(body, 'team_id') ?? 0;
    if (!app.db.prepare('SELECT 1 FROM teams WHERE id = ?').get(teamId))
      throw apiError(404, CODE.teamNotFound, 'This team does not exist.');
    if (app.db.prepare('SELECT 1 FROM team_projects WHERE team_id = ? AND project_id = ?').get(teamId, id))
      throw apiError(409, CODE.teamHasAccess, 'This team already has access to this project.');
    const perm = readPermission(body);
    const now = nowIso();
    const info = app.db
      .prepare('INSERT INTO team_projects (team_id, project_id, permission, created, updated) VALUES (?, ?, ?, ?, ?)')
      .run(teamId, id, perm, now, now);
    const team = app.db.prepare('SELECT * FROM teams WHERE id = ?').get(teamId) as TeamRow;
    emitEvent(
      app,
      'project.shared.team',
      { project: { id }, team: teamJson(app, team) },
      { projectId: id, doerId: requireUser(c).userId },
    );
    return c.json(
      { id: Number(info.lastInsertRowid), team_id: teamId, [permissionKey(app)]: perm, created: now, updated: now },
      201,
    );
  });
  api.post('/projects/:projectID{[0-9]+}/teams/:teamID{[0-9]+}', async (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    const teamId = idParam(c, 'teamID');
    const perm = readPermission(await jsonBody(c));
    const now = nowIso();
    if (
      !app.db
        .prepare('UPDATE team_projects SET permission = ?, updated = ? WHERE project_id = ? AND team_id = ?')
        .run(perm, now, id, teamId).changes
    ) {
      throw apiError(404, CODE.teamLinkNotFound, 'This team does not have access to the project.');
    }
    const r = app.db
      .prepare('SELECT * FROM team_projects WHERE project_id = ? AND team_id = ?')
      .get(id, teamId) as ShareRow;
    return c.json({
      id: r.id,
      team_id: teamId,
      [permissionKey(app)]: r.permission,
      created: r.created,
      updated: r.updated,
    });
  });
  api.delete('/projects/:projectID{[0-9]+}/teams/:teamID{[0-9]+}', (c) => {
    const app = c.get('app');
    const id = project(c, 'projectID', 2);
    if (
      !app.db.prepare('DELETE FROM team_projects WHERE project_id = ? AND team_id = ?').run(id, idParam(c, 'teamID'))
        .changes
    ) {
      throw apiError(404, CODE.teamLinkNotFound, 'This team does not have access to the project.');
    }
    return c.json({ message: 'Successfully deleted.' });
  });

  /** Everyone with access (owner, user and team shares), for assignee pickers. */
  api.get('/projects/:id{[0-9]+}/projectusers', (c) => {
    const app = c.get('app');
    const id = project(c, 'id', 0);
    const s = (c.req.query('s') ?? '').toLowerCase();
    const users = (app.db.prepare('SELECT * FROM users ORDER BY id').all() as UserRow[])
      .filter((u) => projectPermission(app, { kind: 'user', userId: u.id, sessionId: null, apiTokenId: null }, id) >= 0)
      .filter((u) => !s || u.username.toLowerCase().includes(s) || u.name.toLowerCase().includes(s));
    return c.json(users.map((u) => userJson(u, app)));
  });
}
