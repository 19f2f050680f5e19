import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { IN_JSON } from './paging.ts';
import type { ProjectShareRow } from './rows.ts';
import type { UserRow } from './user.ts';

export type { ProjectShareRow };

/** Whether the user owns the project or it is shared with them directly. */
export function userHasProjectShare(app: AppState, projectId: number, userId: number): boolean {
  const p = app.db.prepare('SELECT owner_id FROM projects WHERE id = ?').get(projectId) as { owner_id: number };
  return (
    p.owner_id === userId ||
    !!app.db.prepare('SELECT 1 FROM users_projects WHERE project_id = ? AND user_id = ?').get(projectId, userId)
  );
}

export const teamHasProjectShare = (app: AppState, projectId: number, teamId: number): boolean =>
  !!app.db.prepare('SELECT 1 FROM team_projects WHERE team_id = ? AND project_id = ?').get(teamId, projectId);

/** Which share table, and which column names the one it is shared with. */
const TABLE = { user: ['users_projects', 'user_id'], team: ['team_projects', 'team_id'] } as const;
type Kind = keyof typeof TABLE;

/** Shares a project with a user or a team; answers the share. */
export function createProjectShare(
  app: AppState,
  kind: Kind,
  projectId: number,
  withId: number,
  permission: number,
): ProjectShareRow {
  const [table, column] = TABLE[kind];
  const now = nowIso();
  const info = app.db
    .prepare(`INSERT INTO ${table} (${column}, project_id, permission, created, updated) VALUES (?, ?, ?, ?, ?)`)
    .run(withId, projectId, permission, now, now);
  return { id: Number(info.lastInsertRowid), [column]: withId, permission, created: now, updated: now };
}

/** Changes the permission of a share; undefined when the project is not shared so. */
export function updateProjectShare(
  app: AppState,
  kind: Kind,
  projectId: number,
  withId: number,
  permission: number,
): ProjectShareRow | undefined {
  const [table, column] = TABLE[kind];
  const changed = app.db
    .prepare(`UPDATE ${table} SET permission = ?, updated = ? WHERE project_id = ? AND ${column} = ?`)
    .run(permission, nowIso(), projectId, withId).changes;
  if (!changed) return undefined;
  return app.db
    .prepare(`SELECT * FROM ${table} WHERE project_id = ? AND ${column} = ?`)
    .get(projectId, withId) as ProjectShareRow;
}

/** Ends a share; false when the project was not shared so. */
export function deleteProjectShare(app: AppState, kind: Kind, projectId: number, withId: number): boolean {
  const [table, column] = TABLE[kind];
  return (
    app.db.prepare(`DELETE FROM ${table} WHERE project_id = ? AND ${column} = ?`).run(projectId, withId).changes > 0
  );
}

/** The project and its ancestors: permissions are inherited from parent projects. */
function projectChain(app: AppState, projectId: number): number[] {
  const chain: number[] = [];
  const parentOf = app.db.prepare('SELECT parent_project_id AS p FROM projects WHERE id = ?');
  for (let id = projectId; id > 0 && !chain.includes(id);) {
    const row = parentOf.get(id) as { p: number } | undefined;
    if (!row) break;
    chain.push(id);
    id = row.p;
  }
  return chain;
}

/**
 * Everyone with access to a project (its or an ancestor's owner, user and team shares), by id, whose username or
 * name contains `search` (lower-cased): one statement instead of a permission check per user.
 */
export function usersWithAccess(app: AppState, projectId: number, search: string): UserRow[] {
  const chain = JSON.stringify(projectChain(app, projectId));
  const inChain = IN_JSON;
  return app.db
    .prepare(
      `SELECT * FROM users WHERE (
         id IN (SELECT owner_id FROM projects WHERE id ${inChain})
         OR id IN (SELECT user_id FROM users_projects WHERE project_id ${inChain})
         OR id IN (SELECT tm.user_id FROM team_members tm JOIN team_projects tp ON tp.team_id = tm.team_id
                   WHERE tp.project_id ${inChain})
       ) AND (? = '' OR includes_lower(username, ?) OR includes_lower(name, ?)) ORDER BY id`,
    )
    .all(chain, chain, chain, search, search, search) as UserRow[];
}
