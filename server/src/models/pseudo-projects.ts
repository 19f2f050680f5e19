import type { AppState, Auth } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { maxPermissionKey } from '../http/permission.ts';
import { ZERO_DATE } from '../time.ts';
import { userJsonById } from './user.ts';
import { createDefaultViews, viewJson, viewsOfProject, viewsOfProjects, type ViewRow } from './view.ts';

/** Project id -1 lists the caller's favourite tasks. */
export const FAVORITES_PROJECT_ID = -1;

/** How a real server presents the favourites pseudo-project: a favourite itself, with its own description. */
const FAVORITES = { is_favorite: true, description: 'This project has all tasks marked as favorites.' };

/** Saved filter `id` appears as project `-(id)-1`, and back. */
export const filterToProjectId = (filterId: number): number => -filterId - 1;
export const projectToFilterId = (projectId: number): number => -projectId - 1;

export interface SavedFilterRow {
  id: number;
  title: string;
  description: string;
  filters: string;
  owner_id: number;
  is_favorite: number;
  created: string;
  updated: string;
}

/** Who owns a view of a pseudo project: the user of a favourites view, the owner of a saved filter's. */
export function pseudoViewOwner(app: AppState, view: { project_id: number; owner_id: number }): number {
  if (view.project_id === FAVORITES_PROJECT_ID) return view.owner_id;
  const f = app.db
    .prepare('SELECT owner_id FROM saved_filters WHERE id = ?')
    .get(projectToFilterId(view.project_id)) as { owner_id: number } | undefined;
  return f?.owner_id ?? 0;
}

/** Pseudo projects get real view rows (created on first use) so views/{id}/tasks works for them. */
export function ensurePseudoViews(app: AppState, projectId: number, userId: number): void {
  if (!viewsOfProject(app, projectId, userId).length) createDefaultViews(app, projectId, userId);
}

/** The caller's permission on a pseudo-project: favourites are read-only, one's own saved filter is admin. */
export const pseudoPermission = (id: number): number => (id === FAVORITES_PROJECT_ID ? 0 : 2);

/** The owner and views of pseudo projects, already read for a whole list. */
type PseudoParts = { owner: Record<string, unknown> | null; views: ViewRow[] };

/** The caller and the views of each pseudo project, read once for all (views made on first use). */
function pseudoParts(app: AppState, auth: Auth, ids: number[]): (id: number) => PseudoParts {
  let views = viewsOfProjects(app, ids, auth.userId);
  const missing = ids.filter((id) => !views.get(id)?.length);
  for (const id of missing) createDefaultViews(app, id, auth.userId);
  if (missing.length) views = viewsOfProjects(app, ids, auth.userId);
  const owner = userJsonById(app, auth.userId, auth.userId);
  return (id) => ({ owner, views: views.get(id) ?? [] });
}

function baseJson(
  app: AppState,
  auth: Auth,
  id: number,
  title: string,
  extra: Record<string, unknown>,
  parts: PseudoParts = pseudoParts(app, auth, [id])(id),
): Record<string, unknown> {
  return {
    id,
    title,
    description: '',
    identifier: '',
    hex_color: '',
    owner: parts.owner,
    parent_project_id: 0,
    is_archived: false,
    background_information: null,
    background_blur_hash: '',
    is_favorite: false,
    position: id === FAVORITES_PROJECT_ID ? -1 : 0,
    views: parts.views.map((v) => viewJson(app, v)),
    subscription: null,
    created: ZERO_DATE,
    updated: ZERO_DATE,
    ...(app.opts.compat !== '0.24' ? { [maxPermissionKey(app)]: pseudoPermission(id) } : {}),
    ...extra,
  };
}

export function hasFavoriteTasks(app: AppState, auth: Auth): boolean {
  return !!app.db.prepare('SELECT 1 FROM favorites WHERE kind = 1 AND user_id = ?').get(auth.userId);
}

export function savedFilterJsonAsProject(
  app: AppState,
  auth: Auth,
  f: SavedFilterRow,
  parts?: PseudoParts,
): Record<string, unknown> {
  const extra = { description: f.description, is_favorite: !!f.is_favorite, created: f.created, updated: f.updated };
  return baseJson(app, auth, filterToProjectId(f.id), f.title, extra, parts);
}

/** The pseudo projects shown in GET /projects: favourites (when any) and the caller's saved filters. */
export function pseudoProjects(app: AppState, auth: Auth, search: string): Record<string, unknown>[] {
  const favorites = hasFavoriteTasks(app, auth) && (!search || 'favorites'.includes(search));
  const filters = (
    app.db.prepare('SELECT * FROM saved_filters WHERE owner_id = ? ORDER BY id').all(auth.userId) as SavedFilterRow[]
  ).filter((f) => !search || f.title.toLowerCase().includes(search));
  const ids = [...(favorites ? [FAVORITES_PROJECT_ID] : []), ...filters.map((f) => filterToProjectId(f.id))];
  if (!ids.length) return [];
  const parts = pseudoParts(app, auth, ids);
  return [
    ...(favorites
      ? [baseJson(app, auth, FAVORITES_PROJECT_ID, 'Favorites', FAVORITES, parts(FAVORITES_PROJECT_ID))]
      : []),
    ...filters.map((f) => savedFilterJsonAsProject(app, auth, f, parts(filterToProjectId(f.id)))),
  ];
}

/** GET /projects/{negative id}. */
export function pseudoProject(app: AppState, auth: Auth, id: number): Record<string, unknown> {
  if (auth.kind !== 'user')
    throw apiError(403, CODE.savedFilterForLinkShare, 'Saved filters are not available for link shares.');
  if (id === FAVORITES_PROJECT_ID) return baseJson(app, auth, id, 'Favorites', FAVORITES);
  const f = app.db.prepare('SELECT * FROM saved_filters WHERE id = ?').get(projectToFilterId(id)) as
    SavedFilterRow | undefined;
  if (!f) throw errors.projectNotFound();
  if (f.owner_id !== auth.userId) throw errors.forbidden();
  return savedFilterJsonAsProject(app, auth, f);
}

/** The saved filter behind a negative project id (after pseudoProject has checked it exists and is the caller's). */
export function savedFilterOfProject(app: AppState, projectId: number): SavedFilterRow {
  return app.db.prepare('SELECT * FROM saved_filters WHERE id = ?').get(projectToFilterId(projectId)) as SavedFilterRow;
}
