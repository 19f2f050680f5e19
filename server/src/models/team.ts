import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { nowIso } from '../time.ts';
import { IN_JSON } from './paging.ts';
import type { TeamRow } from './rows.ts';
import { atomically } from './transaction.ts';
import { userJson, usersJsonByIds, type UserRow } from './user.ts';

export type { TeamRow };

type MemberRow = UserRow & { member_admin: number; member_team_id: number };

function teamJsonWith(
  app: AppState,
  t: TeamRow,
  members: MemberRow[],
  createdBy: Record<string, unknown> | null,
): Record<string, unknown> {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    members: members.map((m) => ({ ...userJson(m, app), admin: !!m.member_admin })),
    created_by: createdBy,
    is_public: !!t.is_public,
    [app.opts.compat === '0.24' ? 'oidc_id' : 'external_id']: t.external_id,
    // Before 2.x the list's include_public query flag was a field of Team, so every team carried it (false).
    ...(app.opts.compat !== '2' ? { include_public: false } : {}),
    created: t.created,
    updated: t.updated,
  };
}

/**
 * models.Team of each team with its members (TeamUser: a user plus the admin flag) read in one statement
 * and the creators in one lookup. Rows may carry more columns (a share's permission): they are left out.
 */
export function teamsJson(app: AppState, teams: TeamRow[]): Record<string, unknown>[] {
  const creator = usersJsonByIds(
    app,
    teams.map((t) => t.created_by_id),
  );
  const members = app.db
    .prepare(
      `SELECT u.*, tm.admin AS member_admin, tm.team_id AS member_team_id FROM team_members tm
       JOIN users u ON u.id = tm.user_id WHERE tm.team_id ${IN_JSON} ORDER BY tm.id`,
    )
    .all(JSON.stringify(teams.map((t) => t.id))) as MemberRow[];
  return teams.map((t) =>
    teamJsonWith(
      app,
      t,
      members.filter((m) => m.member_team_id === t.id),
      creator(t.created_by_id),
    ),
  );
}

export const teamJson = (app: AppState, t: TeamRow): Record<string, unknown> => teamsJson(app, [t])[0] ?? {};

export const findTeam = (app: AppState, id: number): TeamRow | undefined =>
  app.db.prepare('SELECT * FROM teams WHERE id = ?').get(id) as TeamRow | undefined;

/** The team (404/6002 otherwise). */
export function getTeam(app: AppState, id: number): TeamRow {
  const t = findTeam(app, id);
  if (!t) throw apiError(404, CODE.teamNotFound, 'This team does not exist.');
  return t;
}

/** A user's membership: whether they are an admin of the team, or undefined when not a member. */
export const membership = (app: AppState, teamId: number, userId: number): { admin: number } | undefined =>
  app.db.prepare('SELECT admin FROM team_members WHERE team_id = ? AND user_id = ?').get(teamId, userId) as
    { admin: number } | undefined;

export interface TeamFields {
  name: string;
  description: string;
  is_public: number;
}

/** Creates a team with its creator as the first member, an admin. */
export function createTeam(app: AppState, userId: number, f: TeamFields): TeamRow {
  const now = nowIso();
  const id = atomically(app, () => {
    const info = app.db
      .prepare(
        'INSERT INTO teams (name, description, created_by_id, is_public, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(f.name, f.description, userId, f.is_public, now, now);
    const teamId = Number(info.lastInsertRowid);
    addMember(app, teamId, userId, true, now);
    return teamId;
  });
  return findTeam(app, id) as TeamRow;
}

export function updateTeam(app: AppState, id: number, f: TeamFields): TeamRow {
  app.db
    .prepare('UPDATE teams SET name = ?, description = ?, is_public = ?, updated = ? WHERE id = ?')
    .run(f.name, f.description, f.is_public, nowIso(), id);
  return findTeam(app, id) as TeamRow;
}

/** Deletes a team with its memberships and project shares. */
export function deleteTeam(app: AppState, id: number): void {
  atomically(app, () => {
    for (const table of ['team_members', 'team_projects'])
      app.db.prepare(`DELETE FROM ${table} WHERE team_id = ?`).run(id);
    app.db.prepare('DELETE FROM teams WHERE id = ?').run(id);
  });
}

export const memberCount = (app: AppState, teamId: number): number =>
  (app.db.prepare('SELECT COUNT(*) AS n FROM team_members WHERE team_id = ?').get(teamId) as { n: number }).n;

/** Adds a member; answers the membership's id. */
export function addMember(app: AppState, teamId: number, userId: number, admin: boolean, created: string): number {
  const info = app.db
    .prepare('INSERT INTO team_members (team_id, user_id, admin, created) VALUES (?, ?, ?, ?)')
    .run(teamId, userId, admin ? 1 : 0, created);
  return Number(info.lastInsertRowid);
}

/** Removes a member; false when the user was not one. */
export const removeMember = (app: AppState, teamId: number, userId: number): boolean =>
  app.db.prepare('DELETE FROM team_members WHERE team_id = ? AND user_id = ?').run(teamId, userId).changes > 0;

/** Makes a member an admin or an admin a plain member; false when the user is not a member. */
export const toggleAdmin = (app: AppState, teamId: number, userId: number): boolean =>
  app.db.prepare('UPDATE team_members SET admin = 1 - admin WHERE team_id = ? AND user_id = ?').run(teamId, userId)
    .changes > 0;
