import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { bool, idParam, jsonBody, str } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { teamsPage } from '../models/lists.ts';
import type { TeamRow } from '../models/rows.ts';
import { setMaxPermission } from '../http/permission.ts';
import { requireUser } from '../auth/middleware.ts';
import { findUserByName, userJson, userJsonById, type UserRow } from '../models/user.ts';
import { nowIso } from '../time.ts';
import { createNotification } from '../models/notification.ts';
import { checkMaxLength } from '../http/limits.ts';

export type { TeamRow };

/** models.Team with its members (TeamUser: a user plus the admin flag). */
export function teamJson(app: AppState, t: TeamRow): Record<string, unknown> {
  const members = app.db
    .prepare(
      'SELECT u.*, tm.admin AS member_admin FROM team_members tm JOIN users u ON u.id = tm.user_id WHERE tm.team_id = ? ORDER BY tm.id',
    )
    .all(t.id) as (UserRow & { member_admin: number })[];
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    members: members.map((m) => ({ ...userJson(m, app), admin: !!m.member_admin })),
    created_by: userJsonById(app, t.created_by_id),
    is_public: !!t.is_public,
    [app.opts.compat === '0.24' ? 'oidc_id' : 'external_id']: t.external_id,
    // Before 2.x the list's include_public query flag was a field of Team, so every team carried it (false).
    ...(app.opts.compat !== '2' ? { include_public: false } : {}),
    created: t.created,
    updated: t.updated,
  };
}

/** The team and the caller's role in it: 2 admin, 0 member, -1 none (public teams are readable). */
function team(c: Ctx, needAdmin: boolean): { t: TeamRow; role: number } {
  const app = c.get('app');
  const auth = requireUser(c);
  const t = app.db.prepare('SELECT * FROM teams WHERE id = ?').get(idParam(c, 'id')) as TeamRow | undefined;
  if (!t) throw apiError(404, CODE.teamNotFound, 'This team does not exist.');
  const m = app.db
    .prepare('SELECT admin FROM team_members WHERE team_id = ? AND user_id = ?')
    .get(t.id, auth.userId) as { admin: number } | undefined;
  const role = m ? (m.admin ? 2 : 0) : -1;
  if (needAdmin ? role < 2 : role < 0 && !(t.is_public && app.opts.publicTeams)) throw errors.forbidden();
  return { t, role };
}

/** A member named in a path: always by username on every release (a number is a user named so). */
function memberRef(app: AppState, ref: string): UserRow {
  const u = findUserByName(app.db, ref);
  if (!u) throw errors.userNotFound();
  return u;
}

async function save(c: Ctx, existing?: TeamRow): Promise<Response> {
  const app = c.get('app');
  const auth = requireUser(c);
  const body = await jsonBody(c);
  const name = (str(body, 'name') ?? '').trim();
  if (!name) throw apiError(400, CODE.teamNameEmpty, 'The team name cannot be empty.');
  checkMaxLength({ name });
  const now = nowIso();
  const isPublic = bool(body, 'is_public') ? 1 : 0;
  let id = existing?.id ?? 0;
  if (existing) {
    app.db
      .prepare('UPDATE teams SET name = ?, description = ?, is_public = ?, updated = ? WHERE id = ?')
      .run(name, str(body, 'description') ?? '', isPublic, now, id);
  } else {
    id = app.db.transaction(() => {
      const info = app.db
        .prepare(
          'INSERT INTO teams (name, description, created_by_id, is_public, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(name, str(body, 'description') ?? '', auth.userId, isPublic, now, now);
      const teamId = Number(info.lastInsertRowid);
      app.db
        .prepare('INSERT INTO team_members (team_id, user_id, admin, created) VALUES (?, ?, 1, ?)')
        .run(teamId, auth.userId, now);
      return teamId;
    })();
  }
  const row = app.db.prepare('SELECT * FROM teams WHERE id = ?').get(id) as TeamRow;
  return c.json(teamJson(app, row), existing ? 200 : 201);
}

function removeMember(c: Ctx): Response {
  const app = c.get('app');
  const { t } = team(c, true);
  const u = memberRef(app, c.req.param('member') ?? '');
  const count = (app.db.prepare('SELECT COUNT(*) AS n FROM team_members WHERE team_id = ?').get(t.id) as { n: number })
    .n;
  if (count <= 1) throw apiError(400, CODE.lastTeamMember, 'You cannot delete the last member of a team.');
  if (!app.db.prepare('DELETE FROM team_members WHERE team_id = ? AND user_id = ?').run(t.id, u.id).changes)
    throw apiError(404, CODE.teamLinkNotFound, 'This user is not a member of the team.');
  return c.json({ message: 'Successfully deleted.' });
}

export function registerTeams(api: Hono<Env>): void {
  api.get('/teams', (c) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const withPublic = app.opts.publicTeams && c.req.query('include_public') === 'true';
    const page = listPage(c);
    const rows = teamsPage(app, auth.userId, withPublic, c.req.query('s') ?? '', page);
    return sendPage(c, page, rows, (t) => teamJson(app, t));
  });
  api.put('/teams', (c) => save(c));
  api.get('/teams/:id{[0-9]+}', (c) => {
    const { t, role } = team(c, false);
    setMaxPermission(c, c.get('app'), Math.max(role, 0));
    return c.json(teamJson(c.get('app'), t));
  });
  api.post('/teams/:id{[0-9]+}', (c) => save(c, team(c, true).t));
  api.delete('/teams/:id{[0-9]+}', (c) => {
    const app = c.get('app');
    const { t } = team(c, true);
    app.db.transaction(() => {
      for (const table of ['team_members', 'team_projects'])
        app.db.prepare(`DELETE FROM ${table} WHERE team_id = ?`).run(t.id);
      app.db.prepare('DELETE FROM teams WHERE id = ?').run(t.id);
    })();
    return c.json({ message: 'Successfully deleted.' });
  });
  api.put('/teams/:id{[0-9]+}/members', async (c) => {
    const app = c.get('app');
    const { t } = team(c, true);
    const body = await jsonBody(c);
    const u = memberRef(app, str(body, 'username') ?? '');
    if (app.db.prepare('SELECT 1 FROM team_members WHERE team_id = ? AND user_id = ?').get(t.id, u.id))
      throw apiError(409, CODE.alreadyTeamMember, 'This user is already a member of that team.');
    const now = nowIso();
    const admin = bool(body, 'admin') ?? false;
    const info = app.db
      .prepare('INSERT INTO team_members (team_id, user_id, admin, created) VALUES (?, ?, ?, ?)')
      .run(t.id, u.id, admin ? 1 : 0, now);
    const doer = requireUser(c).userId;
    if (u.id !== doer)
      createNotification(
        app,
        u.id,
        'team.member.added',
        { doer: userJsonById(app, doer), member: userJson(u, app), team: teamJson(app, t) },
        t.id,
      );
    return c.json({ id: Number(info.lastInsertRowid), username: u.username, admin, created: now }, 201);
  });
  api.post('/teams/:id{[0-9]+}/members/:member/admin', (c) => {
    const app = c.get('app');
    const { t } = team(c, true);
    const u = memberRef(app, c.req.param('member'));
    if (
      !app.db.prepare('UPDATE team_members SET admin = 1 - admin WHERE team_id = ? AND user_id = ?').run(t.id, u.id)
        .changes
    )
      throw apiError(404, CODE.teamLinkNotFound, 'This user is not a member of the team.');
    return c.json({ message: 'The member was successfully updated.' });
  });
  api.delete('/teams/:id{[0-9]+}/members/:member', removeMember);
}
