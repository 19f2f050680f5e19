import type { AppState, Auth } from '../context.ts';
import { errors } from '../errors.ts';

/** What the permission rule reads of a project. */
export type ProjectLink = { id: number; owner_id: number; parent_project_id: number };

/**
 * The caller's permission on a project: -1 none, 0 read, 1 write, 2 admin. Owners are admins;
 * user and team shares count; permissions are inherited from parent projects, as in Vikunja.
 */
export function projectPermission(app: AppState, auth: Auth, projectId: number): number {
  const { db } = app;
  let best = -1;
  let id = projectId;
  const seen = new Set<number>();
  while (id > 0 && !seen.has(id)) {
    seen.add(id);
    const p = db.prepare('SELECT owner_id, parent_project_id FROM projects WHERE id = ?').get(id) as
      { owner_id: number; parent_project_id: number } | undefined;
    if (!p) break;
    if (auth.kind === 'link') {
      if (auth.projectId === id) best = Math.max(best, auth.permission);
    } else {
      if (p.owner_id === auth.userId) return 2;
      const user = db
        .prepare('SELECT MAX(permission) AS p FROM users_projects WHERE project_id = ? AND user_id = ?')
        .get(id, auth.userId) as { p: number | null };
      const team = db
        .prepare(
          `SELECT MAX(tp.permission) AS p FROM team_projects tp
           JOIN team_members tm ON tm.team_id = tp.team_id
           WHERE tp.project_id = ? AND tm.user_id = ?`,
        )
        .get(id, auth.userId) as { p: number | null };
      best = Math.max(best, user.p ?? -1, team.p ?? -1);
    }
    id = p.parent_project_id;
  }
  return best;
}

/**
 * The caller's permission on every project, by id: the same rule as `projectPermission`, with the projects and
 * the caller's shares read in two statements and the parent chains walked in memory.
 */
export function projectPermissions(app: AppState, auth: Auth): Map<number, number> {
  const projects = new Map(
    (app.db.prepare('SELECT id, owner_id, parent_project_id FROM projects ORDER BY id').all() as ProjectLink[]).map(
      (p) => [p.id, p],
    ),
  );
  const permissionOf = permissionsWithin(app, auth, projects);
  return new Map([...projects.keys()].map((id) => [id, permissionOf(id)]));
}

/**
 * The rule of `projectPermission` over projects already read (each with its ancestors), the caller's shares
 * read in one statement: answers the permission of a project among them.
 */
export function permissionsWithin(
  app: AppState,
  auth: Auth,
  projects: Map<number, ProjectLink>,
): (projectId: number) => number {
  const shared = new Map<number, number>();
  if (auth.kind !== 'link') {
    const rows = app.db
      .prepare(
        `SELECT project_id, MAX(permission) AS p FROM users_projects WHERE user_id = ? GROUP BY project_id
         UNION ALL
         SELECT tp.project_id, MAX(tp.permission) AS p FROM team_projects tp
         JOIN team_members tm ON tm.team_id = tp.team_id WHERE tm.user_id = ? GROUP BY tp.project_id`,
      )
      .all(auth.userId, auth.userId) as { project_id: number; p: number }[];
    for (const r of rows) shared.set(r.project_id, Math.max(shared.get(r.project_id) ?? -1, r.p));
  }
  const permissionOf = (projectId: number): number => {
    let best = -1;
    const seen = new Set<number>();
    for (let id = projectId; id > 0 && !seen.has(id);) {
      seen.add(id);
      const p = projects.get(id);
      if (!p) break;
      if (auth.kind === 'link') {
        if (auth.projectId === id) best = Math.max(best, auth.permission);
      } else {
        if (p.owner_id === auth.userId) return 2;
        best = Math.max(best, shared.get(id) ?? -1);
      }
      id = p.parent_project_id;
    }
    return best;
  };
  return permissionOf;
}

/** Ids of all projects the caller can read (for list queries). */
export function readableProjectIds(app: AppState, auth: Auth): number[] {
  return [...projectPermissions(app, auth)].filter(([, perm]) => perm >= 0).map(([id]) => id);
}

/** Ensures the project exists (404/3001) and the caller holds `needed` (403 otherwise); returns the permission. */
export function requireProjectPermission(app: AppState, auth: Auth, projectId: number, needed: number): number {
  const exists = app.db.prepare('SELECT 1 FROM projects WHERE id = ?').get(projectId);
  if (!exists) throw errors.projectNotFound();
  const perm = projectPermission(app, auth, projectId);
  if (perm < needed) throw errors.forbidden();
  return perm;
}
