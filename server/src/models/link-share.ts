import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { nowIso } from '../time.ts';
import type { LinkShareRow } from './rows.ts';

const notFound = () => apiError(404, CODE.projectShareNotFound, 'The project share does not exist.');

export const findLinkShare = (app: AppState, id: number): LinkShareRow | undefined =>
  app.db.prepare('SELECT * FROM link_shares WHERE id = ?').get(id) as LinkShareRow | undefined;

/** A link share of the project (404/3006 otherwise). */
export function linkShareOfProject(app: AppState, id: number, projectId: number): LinkShareRow {
  const s = app.db.prepare('SELECT * FROM link_shares WHERE id = ? AND project_id = ?').get(id, projectId) as
    LinkShareRow | undefined;
  if (!s) throw notFound();
  return s;
}

/** The link share with this hash (404/3006 otherwise). */
export function linkShareByHash(app: AppState, hash: string): LinkShareRow {
  const s = app.db.prepare('SELECT * FROM link_shares WHERE hash = ?').get(hash) as LinkShareRow | undefined;
  if (!s) throw notFound();
  return s;
}

export interface NewLinkShare {
  hash: string;
  name: string;
  permission: number;
  /** 1 without a password, 2 with one. */
  sharing_type: number;
  /** The password's hash, or empty. */
  password: string;
}

export function createLinkShare(app: AppState, projectId: number, userId: number, s: NewLinkShare): LinkShareRow {
  const now = nowIso();
  const info = app.db
    .prepare(
      'INSERT INTO link_shares (hash, name, project_id, permission, sharing_type, password, shared_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(s.hash, s.name, projectId, s.permission, s.sharing_type, s.password, userId, now, now);
  return findLinkShare(app, Number(info.lastInsertRowid)) as LinkShareRow;
}

export function deleteLinkShare(app: AppState, id: number): void {
  app.db.prepare('DELETE FROM link_shares WHERE id = ?').run(id);
}
