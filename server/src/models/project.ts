import type { AppState, Auth } from '../context.ts';
import { errors, found } from '../errors.ts';
import { nowIso } from '../time.ts';
import { atomically } from './transaction.ts';
import { usersJsonByIds } from './user.ts';
import { IN_JSON } from './paging.ts';
import { createDefaultViews, viewJson, type ViewRow } from './view.ts';

export interface ProjectRow {
  id: number;
  title: string;
  description: string;
  identifier: string;
  hex_color: string;
  owner_id: number;
  parent_project_id: number;
  is_archived: number;
  position: number;
  background_file_id: number;
  background_blur_hash: string;
  created: string;
  updated: string;
}

export function findProject(app: AppState, id: number): ProjectRow | undefined {
  return app.db.prepare('SELECT * FROM projects WHERE id = ?').get(id) as ProjectRow | undefined;
}

export const getProject = (app: AppState, id: number): ProjectRow =>
  found(findProject(app, id), errors.projectNotFound);

export interface NewProject {
  title: string;
  description?: string;
  identifier?: string;
  hex_color?: string;
  parent_project_id?: number;
  position?: number;
  is_archived?: boolean;
}

/** Creates a project with Vikunja's four default views (and kanban buckets). */
export function createProject(app: AppState, ownerId: number, p: NewProject): ProjectRow {
  const now = nowIso();
  return app.db.transaction(() => {
    const info = app.db
      .prepare(
        `INSERT INTO projects (title, description, identifier, hex_color, owner_id, parent_project_id, is_archived, position, created, updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        p.title,
        p.description ?? '',
        p.identifier ?? '',
        normaliseHex(p.hex_color ?? ''),
        ownerId,
        p.parent_project_id ?? 0,
        p.is_archived ? 1 : 0,
        p.position ?? 0,
        now,
        now,
      );
    const id = Number(info.lastInsertRowid);
    // Vikunja places new projects at id * 2^16 so that later drags have room between neighbours.
    if (!p.position) app.db.prepare('UPDATE projects SET position = ? WHERE id = ?').run(id * 65536, id);
    createDefaultViews(app, id, ownerId);
    return getProject(app, id);
  })();
}

/** Vikunja stores colours without the leading '#'. */
export function normaliseHex(v: string): string {
  return v.replace(/^#/, '').slice(0, 6);
}

type SubscriptionRow = { id: number; entity_type: number; entity_id: number; created: string };

/** What the JSON of a set of projects refers to, read with one statement per part for all of them. */
function projectParts(app: AppState, auth: Auth, projects: ProjectRow[]) {
  const ids = JSON.stringify(projects.map((p) => p.id));
  const favorites = new Set(
    (
      app.db
        .prepare(`SELECT entity_id AS id FROM favorites WHERE kind = 2 AND user_id = ? AND entity_id ${IN_JSON}`)
        .all(auth.userId, ids) as { id: number }[]
    ).map((r) => r.id),
  );
  // The first subscription of each project wins, as a single read would find it.
  const subscriptions = new Map(
    (
      app.db
        .prepare(
          `SELECT * FROM subscriptions WHERE entity_type = 2 AND user_id = ? AND entity_id ${IN_JSON} ORDER BY id DESC`,
        )
        .all(auth.userId, ids) as SubscriptionRow[]
    ).map((s) => [s.entity_id, s]),
  );
  const views = new Map<number, ViewRow[]>();
  for (const v of app.db
    .prepare(`SELECT * FROM project_views WHERE project_id ${IN_JSON} AND owner_id = 0 ORDER BY position, id`)
    .all(ids) as ViewRow[])
    views.set(v.project_id, [...(views.get(v.project_id) ?? []), v]);
  const owner = usersJsonByIds(
    app,
    projects.map((p) => p.owner_id),
    auth.userId,
  );
  return { favorites, subscriptions, views, owner };
}

/** models.Project as JSON for this caller, for each of the projects; `permission` gives each one's. */
export function projectsJson(
  app: AppState,
  auth: Auth,
  projects: ProjectRow[],
  permission: (p: ProjectRow) => number,
  expandPermissions = false,
): Record<string, unknown>[] {
  if (!projects.length) return [];
  const parts = projectParts(app, auth, projects);
  return projects.map((p) => {
    const s = parts.subscriptions.get(p.id);
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      identifier: p.identifier,
      hex_color: p.hex_color,
      owner: parts.owner(p.owner_id),
      parent_project_id: p.parent_project_id,
      is_archived: !!p.is_archived,
      background_information: p.background_file_id ? { id: p.background_file_id } : null,
      background_blur_hash: p.background_blur_hash,
      is_favorite: parts.favorites.has(p.id),
      position: p.position,
      views: (parts.views.get(p.id) ?? []).map((v) => viewJson(app, v)),
      subscription: s ? { id: s.id, entity: s.entity_type, entity_id: s.entity_id, created: s.created } : null,
      created: p.created,
      updated: p.updated,
      // 0.24's project has no such field; from 1.x it is filled only by the list with expand=permissions and is 0
      // everywhere else (single reads carry the caller's permission in the x-max-permission header alone).
      ...(app.opts.compat !== '0.24' ? { max_permission: expandPermissions ? permission(p) : 0 } : {}),
    };
  });
}

/** models.Project as JSON for this caller. */
export const projectJson = (
  app: AppState,
  auth: Auth,
  p: ProjectRow,
  permission: number,
  expandPermissions = false,
): Record<string, unknown> => projectsJson(app, auth, [p], () => permission, expandPermissions)[0] ?? {};

/** Deletes a project, its child projects and everything hanging off them. */
export function deleteProjectTree(app: AppState, id: number): void {
  const { db } = app;
  const children = db.prepare('SELECT id FROM projects WHERE parent_project_id = ?').all(id) as { id: number }[];
  for (const c of children) deleteProjectTree(app, c.id);
  const taskIds = (db.prepare('SELECT id FROM tasks WHERE project_id = ?').all(id) as { id: number }[]).map(
    (r) => r.id,
  );
  for (const t of taskIds) deleteTaskRows(app, t);
  const viewIds = (db.prepare('SELECT id FROM project_views WHERE project_id = ?').all(id) as { id: number }[]).map(
    (r) => r.id,
  );
  for (const v of viewIds) db.prepare('DELETE FROM buckets WHERE project_view_id = ?').run(v);
  db.prepare('DELETE FROM project_views WHERE project_id = ?').run(id);
  db.prepare('DELETE FROM users_projects WHERE project_id = ?').run(id);
  db.prepare('DELETE FROM team_projects WHERE project_id = ?').run(id);
  db.prepare('DELETE FROM link_shares WHERE project_id = ?').run(id);
  db.prepare('DELETE FROM favorites WHERE kind = 2 AND entity_id = ?').run(id);
  db.prepare('DELETE FROM subscriptions WHERE entity_type = 2 AND entity_id = ?').run(id);
  db.prepare('DELETE FROM webhooks WHERE project_id = ?').run(id);
  db.prepare('UPDATE users SET default_project_id = 0 WHERE default_project_id = ?').run(id);
  db.prepare('DELETE FROM projects WHERE id = ?').run(id);
}

/** Removes a task and its dependent rows. */
export function deleteTaskRows(app: AppState, taskId: number): void {
  const { db } = app;
  for (const table of [
    'task_assignees',
    'label_tasks',
    'task_reminders',
    'task_comments',
    'task_attachments',
    'task_buckets',
    'task_positions',
    'task_unread_statuses',
  ]) {
    db.prepare(`DELETE FROM ${table} WHERE task_id = ?`).run(taskId);
  }
  db.prepare('DELETE FROM task_relations WHERE task_id = ? OR other_task_id = ?').run(taskId, taskId);
  db.prepare('DELETE FROM favorites WHERE kind = 1 AND entity_id = ?').run(taskId);
  db.prepare('DELETE FROM subscriptions WHERE entity_type = 3 AND entity_id = ?').run(taskId);
  db.prepare('DELETE FROM tasks WHERE id = ?').run(taskId);
}

/** Whether another project than `ownId` already uses the identifier. */
export const identifierTaken = (app: AppState, identifier: string, ownId: number): boolean =>
  !!app.db.prepare('SELECT id FROM projects WHERE identifier = ? AND id != ?').get(identifier, ownId);

/** The parent of a project (0 for a top-level or unknown one). */
export const parentProjectOf = (app: AppState, id: number): number =>
  (app.db.prepare('SELECT parent_project_id AS p FROM projects WHERE id = ?').get(id) as { p: number } | undefined)
    ?.p ?? 0;

/** Whether some user has the project as their default project. */
export const isSomeonesDefaultProject = (app: AppState, id: number): boolean =>
  !!app.db.prepare('SELECT 1 FROM users WHERE default_project_id = ?').get(id);

export function setProjectFavorite(app: AppState, projectId: number, userId: number, favorite: boolean): void {
  app.db.prepare('DELETE FROM favorites WHERE kind = 2 AND entity_id = ? AND user_id = ?').run(projectId, userId);
  if (favorite)
    app.db.prepare('INSERT INTO favorites (entity_id, user_id, kind) VALUES (?, ?, 2)').run(projectId, userId);
}

export function updateProject(app: AppState, id: number, p: Required<NewProject>): void {
  app.db
    .prepare(
      `UPDATE projects SET title = ?, description = ?, identifier = ?, hex_color = ?, is_archived = ?, parent_project_id = ?,
        position = ?, updated = ? WHERE id = ?`,
    )
    .run(
      p.title,
      p.description,
      p.identifier,
      normaliseHex(p.hex_color),
      p.is_archived ? 1 : 0,
      p.parent_project_id,
      p.position,
      nowIso(),
      id,
    );
}

/** Deletes a project with its child projects and all that hangs off them, in one transaction. */
export const deleteProject = (app: AppState, id: number): void => atomically(app, () => deleteProjectTree(app, id));
