import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { filterToProjectId, type SavedFilterRow } from './pseudo-projects.ts';
import { atomically } from './transaction.ts';
import { deleteViews } from './view.ts';

export interface SavedFilterFields {
  title: string;
  description: string;
  /** The TaskCollection as stored (JSON). */
  filters: string;
  favorite: number;
}

export const findSavedFilter = (app: AppState, id: number): SavedFilterRow | undefined =>
  app.db.prepare('SELECT * FROM saved_filters WHERE id = ?').get(id) as SavedFilterRow | undefined;

export function createSavedFilter(app: AppState, ownerId: number, f: SavedFilterFields): number {
  const now = nowIso();
  const info = app.db
    .prepare(
      'INSERT INTO saved_filters (title, description, filters, owner_id, is_favorite, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(f.title, f.description, f.filters, ownerId, f.favorite, now, now);
  return Number(info.lastInsertRowid);
}

export function updateSavedFilter(app: AppState, id: number, f: SavedFilterFields): void {
  app.db
    .prepare(
      'UPDATE saved_filters SET title = ?, description = ?, filters = ?, is_favorite = ?, updated = ? WHERE id = ?',
    )
    .run(f.title, f.description, f.filters, f.favorite, nowIso(), id);
}

/** Deletes a saved filter with the views of its pseudo project (every user's). */
export function deleteSavedFilter(app: AppState, id: number): void {
  const projectId = filterToProjectId(id);
  atomically(app, () => {
    const views = app.db.prepare('SELECT id FROM project_views WHERE project_id = ?').all(projectId) as {
      id: number;
    }[];
    deleteViews(
      app,
      views.map((v) => v.id),
    );
    app.db.prepare('DELETE FROM saved_filters WHERE id = ?').run(id);
  });
}
