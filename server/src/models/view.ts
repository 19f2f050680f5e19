import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { nowIso } from '../time.ts';

export type ViewKind = 'list' | 'gantt' | 'table' | 'kanban';
export const VIEW_KINDS: readonly ViewKind[] = ['list', 'gantt', 'table', 'kanban'];

export interface ViewRow {
  id: number;
  title: string;
  project_id: number;
  view_kind: ViewKind;
  filter: string;
  filter_include_nulls: number;
  position: number;
  bucket_configuration_mode: string;
  bucket_configuration: string;
  default_bucket_id: number;
  done_bucket_id: number;
  created: string;
  updated: string;
}

/** The favourites pseudo project: every user has views of their own for it. */
const FAVORITES = -1;

/** The owner a view row carries: the user for favourites views, nobody for the others. */
const ownerOf = (projectId: number, userId: number): number => (projectId === FAVORITES ? userId : 0);

/** A project's views; `userId` picks whose favourites views. */
export function viewsOfProject(app: AppState, projectId: number, userId = 0): ViewRow[] {
  return app.db
    .prepare('SELECT * FROM project_views WHERE project_id = ? AND owner_id = ? ORDER BY position, id')
    .all(projectId, ownerOf(projectId, userId)) as ViewRow[];
}

/** The views of each of the projects, in one statement; `userId` picks whose favourites views. */
export function viewsOfProjects(app: AppState, projectIds: number[], userId = 0): Map<number, ViewRow[]> {
  const out = new Map<number, ViewRow[]>(projectIds.map((id) => [id, []]));
  for (const v of app.db
    .prepare(
      `SELECT * FROM project_views WHERE project_id IN (SELECT value FROM json_each(?))
         AND owner_id = CASE WHEN project_id = ? THEN ? ELSE 0 END ORDER BY position, id`,
    )
    .all(JSON.stringify(projectIds), FAVORITES, userId) as ViewRow[])
    out.get(v.project_id)?.push(v);
  return out;
}

/** One view of a project (404 otherwise); `userId` picks whose favourites views. */
export function findView(app: AppState, projectId: number, viewId: number, userId = 0): ViewRow {
  const v = app.db
    .prepare('SELECT * FROM project_views WHERE id = ? AND project_id = ? AND owner_id = ?')
    .get(viewId, projectId, ownerOf(projectId, userId)) as ViewRow | undefined;
  if (!v) throw apiError(404, CODE.projectViewNotFound, 'This project view does not exist.');
  return v;
}

export interface NewView {
  title: string;
  view_kind: ViewKind;
  filter?: string;
  filter_include_nulls?: boolean;
  position?: number;
  bucket_configuration_mode?: string;
  bucket_configuration?: unknown[];
}

/** Inserts a view; kanban views in manual mode get the three default buckets. */
export function createView(app: AppState, projectId: number, v: NewView, userId: number): ViewRow {
  const now = nowIso();
  const mode = v.bucket_configuration_mode ?? (v.view_kind === 'kanban' ? 'manual' : 'none');
  const info = app.db
    .prepare(
      `INSERT INTO project_views (title, project_id, owner_id, view_kind, filter, filter_include_nulls, position,
        bucket_configuration_mode, bucket_configuration, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      v.title,
      projectId,
      ownerOf(projectId, userId),
      v.view_kind,
      v.filter ?? '',
      v.filter_include_nulls ? 1 : 0,
      v.position ?? 0,
      mode,
      JSON.stringify(v.bucket_configuration ?? []),
      now,
      now,
    );
  const id = Number(info.lastInsertRowid);
  if (!v.position) app.db.prepare('UPDATE project_views SET position = ? WHERE id = ?').run(id * 100, id);
  if (v.view_kind === 'kanban' && mode === 'manual') {
    const ids = ['To-Do', 'Doing', 'Done'].map((title, i) => createBucket(app, id, title, (i + 1) * 65536, userId));
    app.db
      .prepare('UPDATE project_views SET default_bucket_id = ?, done_bucket_id = ? WHERE id = ?')
      .run(ids[0], ids[2], id);
  }
  return findView(app, projectId, id, userId);
}

export function createBucket(
  app: AppState,
  viewId: number,
  title: string,
  position: number,
  userId: number,
  limit = 0,
): number {
  const now = nowIso();
  const info = app.db
    .prepare(
      'INSERT INTO buckets (title, project_view_id, "limit", position, created_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(title, viewId, limit, position, userId, now, now);
  return Number(info.lastInsertRowid);
}

/** Vikunja's defaults: List (hiding done tasks), Gantt, Table and Kanban. */
export function createDefaultViews(app: AppState, projectId: number, userId: number): void {
  createView(app, projectId, { title: 'List', view_kind: 'list', filter: 'done = false', position: 100 }, userId);
  createView(app, projectId, { title: 'Gantt', view_kind: 'gantt', position: 200 }, userId);
  createView(app, projectId, { title: 'Table', view_kind: 'table', position: 300 }, userId);
  createView(app, projectId, { title: 'Kanban', view_kind: 'kanban', position: 400 }, userId);
}

function parseJsonArray(raw: string): unknown[] {
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** models.TaskCollection with every documented field, whatever subset was stored (0.24's has no search `s`). */
export function taskCollectionJson(app: AppState, raw: Record<string, unknown>): Record<string, unknown> {
  const list = (x: unknown) => (Array.isArray(x) && x.length ? x : null);
  return {
    filter: typeof raw.filter === 'string' ? raw.filter : '',
    filter_include_nulls: raw.filter_include_nulls === true,
    ...(app.opts.compat !== '0.24' ? { s: typeof raw.s === 'string' ? raw.s : '' } : {}),
    sort_by: list(raw.sort_by),
    order_by: list(raw.order_by),
  };
}

/**
 * One stored bucket configuration as models.ProjectViewBucketConfiguration: clients send its filter
 * as a string (0.24) or a TaskCollection (1.x on); it is answered in the form of the imitated release.
 */
function bucketConfigJson(app: AppState, raw: unknown): Record<string, unknown> {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const f =
    o.filter && typeof o.filter === 'object'
      ? (o.filter as Record<string, unknown>)
      : { filter: typeof o.filter === 'string' ? o.filter : '' };
  const title = typeof o.title === 'string' ? o.title : '';
  return {
    title,
    filter: app.opts.compat === '0.24' ? (typeof f.filter === 'string' ? f.filter : '') : taskCollectionJson(app, f),
  };
}

/** models.ProjectView; the filter is a TaskCollection object from 1.x on and a plain string in 0.24. */
export function viewJson(app: AppState, v: ViewRow): Record<string, unknown> {
  const filter =
    app.opts.compat === '0.24'
      ? v.filter
      : v.filter
        ? taskCollectionJson(app, { filter: v.filter, filter_include_nulls: !!v.filter_include_nulls })
        : null;
  const config = parseJsonArray(v.bucket_configuration).map((b) => bucketConfigJson(app, b));
  return {
    id: v.id,
    title: v.title,
    project_id: v.project_id,
    view_kind: v.view_kind,
    filter,
    position: v.position,
    bucket_configuration_mode: v.bucket_configuration_mode,
    bucket_configuration: config.length ? config : null,
    default_bucket_id: v.default_bucket_id,
    done_bucket_id: v.done_bucket_id,
    created: v.created,
    updated: v.updated,
  };
}

export interface ViewUpdate {
  title: string;
  view_kind: ViewKind;
  filter: string;
  filter_include_nulls: boolean;
  position: number;
  bucket_configuration_mode: string;
  bucket_configuration: unknown[];
  default_bucket_id: number;
  done_bucket_id: number;
}

export function updateView(app: AppState, id: number, v: ViewUpdate): void {
  app.db
    .prepare(
      `UPDATE project_views SET title = ?, view_kind = ?, filter = ?, filter_include_nulls = ?, position = ?, bucket_configuration_mode = ?,
        bucket_configuration = ?, default_bucket_id = ?, done_bucket_id = ?, updated = ? WHERE id = ?`,
    )
    .run(
      v.title,
      v.view_kind,
      v.filter,
      v.filter_include_nulls ? 1 : 0,
      v.position,
      v.bucket_configuration_mode,
      JSON.stringify(v.bucket_configuration),
      v.default_bucket_id,
      v.done_bucket_id,
      nowIso(),
      id,
    );
}

/** Deletes views with their buckets and the task placements in them. */
export function deleteViews(app: AppState, viewIds: number[]): void {
  app.db.transaction(() => {
    for (const id of viewIds) {
      for (const table of ['task_buckets', 'task_positions', 'buckets'])
        app.db.prepare(`DELETE FROM ${table} WHERE project_view_id = ?`).run(id);
      app.db.prepare('DELETE FROM project_views WHERE id = ?').run(id);
    }
  })();
}
