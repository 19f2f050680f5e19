import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { bool, idParam, jsonBody, str } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { teamsPage } from '../models/lists.ts';
import {
  addMember,
  createTeam,
  deleteTeam,
  getTeam,
  memberCount,
  membership,
  removeMember,
  teamJson,
  teamsJson,
  toggleAdmin,
  updateTeam,
  type TeamRow,
} from '../models/team.ts';
import { setMaxPermission } from '../http/permission.ts';
import { requireUser } from '../auth/middleware.ts';
import { findUserByName, userJson, userJsonById, type UserRow } from '../models/user.ts';
import { nowIso } from '../time.ts';
import { createNotification } from '../models/notification.ts';
import { checkMaxLength } from '../http/limits.ts';

export { teamJson, type TeamRow };

/** The team and the caller's role in it: 2 admin, 0 member, -1 none (public teams are readable). */
function team(c: Ctx, needAdmin: boolean): { t: TeamRow; role: number } {
  const app = c.get('app');
  const auth = requireUser(c);
  const t = getTeam(app, idParam(c, 'id'));
  const m = membership(app, t.id, auth.userId);
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
  const fields = { name, description: str(body, 'description') ?? '', is_public: bool(body, 'is_public') ? 1 : 0 };
  const row = existing ? updateTeam(app, existing.id, fields) : createTeam(app, auth.userId, fields);
  return c.json(teamJson(app, row), existing ? 200 : 201);
}

function deleteMember(c: Ctx): Response {
  const app = c.get('app');
  const { t } = team(c, true);
  const u = memberRef(app, c.req.param('member') ?? '');
  if (memberCount(app, t.id) <= 1)
    throw apiError(400, CODE.lastTeamMember, 'You cannot delete the last member of a team.');
  if (!removeMember(app, t.id, u.id))
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
    return sendPage(c, page, { rows: teamsJson(app, rows.rows), total: rows.total }, (json) => json);
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
    deleteTeam(app, t.id);
    return c.json({ message: 'Successfully deleted.' });
  });
  api.put('/teams/:id{[0-9]+}/members', async (c) => {
    const app = c.get('app');
    const { t } = team(c, true);
    const body = await jsonBody(c);
    const u = memberRef(app, str(body, 'username') ?? '');
    if (membership(app, t.id, u.id))
      throw apiError(409, CODE.alreadyTeamMember, 'This user is already a member of that team.');
    const now = nowIso();
    const admin = bool(body, 'admin') ?? false;
    const id = addMember(app, t.id, u.id, admin, now);
    const doer = requireUser(c).userId;
    if (u.id !== doer)
      createNotification(
        app,
        u.id,
        'team.member.added',
        { doer: userJsonById(app, doer), member: userJson(u, app), team: teamJson(app, t) },
        t.id,
      );
    return c.json({ id, username: u.username, admin, created: now }, 201);
  });
  api.post('/teams/:id{[0-9]+}/members/:member/admin', (c) => {
    const app = c.get('app');
    const { t } = team(c, true);
    const u = memberRef(app, c.req.param('member'));
    if (!toggleAdmin(app, t.id, u.id))
      throw apiError(404, CODE.teamLinkNotFound, 'This user is not a member of the team.');
    return c.json({ message: 'The member was successfully updated.' });
  });
  api.delete('/teams/:id{[0-9]+}/members/:member', deleteMember);
}
