import fs from 'node:fs';
import path from 'node:path';
import type { AppState } from '../context.ts';
import { normaliseHex } from '../models/project.ts';
import { createBucket, createDefaultViews } from '../models/view.ts';
import { nowIso } from '../time.ts';
import type { ImportFile, ImportProject, ImportView } from './model.ts';

/** What the writer has created so far: new ids by source key, and files to remove on rollback. */
export interface WriteState {
  app: AppState;
  userId: number;
  projects: Map<string, number>;
  views: Map<string, number>;
  buckets: Map<string, { id: number; view_id: number }>;
  tasks: Map<string, { id: number; project_id: number }>;
  writtenFiles: string[];
}

/** Stores a file row and its bytes; the path is remembered so a failed import can delete it. */
export function storeImportFile(s: WriteState, f: ImportFile): number {
  const info = s.app.db
    .prepare('INSERT INTO files (name, mime, size, created_by_id, created) VALUES (?, ?, ?, ?, ?)')
    .run(
      path.basename(f.name || 'file'),
      f.mime || 'application/octet-stream',
      f.data.length,
      s.userId,
      f.created ?? nowIso(),
    );
  const id = Number(info.lastInsertRowid);
  const file = path.join(s.app.filesDir, String(id));
  s.writtenFiles.push(file);
  fs.writeFileSync(file, f.data);
  return id;
}

/** Parents before children; a parent missing from the import (or a cycle) makes a top-level project. */
export function orderProjects(list: ImportProject[]): ImportProject[] {
  const byKey = new Map(list.map((p) => [p.key, p]));
  const out: ImportProject[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: ImportProject): void => {
    if (state.get(p.key) === 'done') return;
    state.set(p.key, 'visiting');
    const parent = byKey.get(p.parent_key);
    if (!parent || parent === p || state.get(parent.key) === 'visiting') p.parent_key = '';
    else visit(parent);
    state.set(p.key, 'done');
    out.push(p);
  };
  list.forEach(visit);
  return out;
}

function identifierFree(app: AppState, identifier: string): boolean {
  return (
    !!identifier &&
    identifier.length <= 10 &&
    !app.db.prepare('SELECT 1 FROM projects WHERE identifier = ?').get(identifier)
  );
}

function writeView(s: WriteState, projectId: number, v: ImportView): void {
  const { db } = s.app;
  const now = nowIso();
  const info = db
    .prepare(
      `INSERT INTO project_views (title, project_id, view_kind, filter, filter_include_nulls, position,
        bucket_configuration_mode, bucket_configuration, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      v.title,
      projectId,
      v.view_kind,
      v.filter,
      v.filter_include_nulls ? 1 : 0,
      v.position,
      v.bucket_configuration_mode,
      JSON.stringify(v.bucket_configuration),
      now,
      now,
    );
  const viewId = Number(info.lastInsertRowid);
  if (!v.position) db.prepare('UPDATE project_views SET position = ? WHERE id = ?').run(viewId * 100, viewId);
  s.views.set(v.key, viewId);
  if (v.view_kind !== 'kanban' || v.bucket_configuration_mode !== 'manual') return;
  for (const b of v.buckets)
    s.buckets.set(b.key, { id: createBucket(s.app, viewId, b.title, b.position, s.userId, b.limit), view_id: viewId });
  let def = s.buckets.get(v.default_bucket_key)?.id ?? 0;
  let done = s.buckets.get(v.done_bucket_key)?.id ?? 0;
  if (!v.buckets.length) {
    // A manual kanban view without buckets would have nowhere to put tasks: give it Vikunja's three.
    const ids = ['To-Do', 'Doing', 'Done'].map((title, i) =>
      createBucket(s.app, viewId, title, (i + 1) * 65536, s.userId),
    );
    [def, done] = [ids[0] ?? 0, ids[2] ?? 0];
  }
  db.prepare('UPDATE project_views SET default_bucket_id = ?, done_bucket_id = ? WHERE id = ?').run(def, done, viewId);
}

/** Creates one project (its parent already exists), its views and buckets, and its background. */
export function writeProject(s: WriteState, p: ImportProject): number {
  const { db } = s.app;
  const now = nowIso();
  const info = db
    .prepare(
      `INSERT INTO projects (title, description, identifier, hex_color, owner_id, parent_project_id, is_archived, position, created, updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      p.title,
      p.description,
      identifierFree(s.app, p.identifier) ? p.identifier : '',
      normaliseHex(p.hex_color),
      s.userId,
      s.projects.get(p.parent_key) ?? 0,
      p.is_archived ? 1 : 0,
      p.position,
      now,
      now,
    );
  const id = Number(info.lastInsertRowid);
  s.projects.set(p.key, id);
  // Vikunja places new projects at id * 2^16 so that later drags have room between neighbours.
  if (!p.position) db.prepare('UPDATE projects SET position = ? WHERE id = ?').run(id * 65536, id);
  if (p.is_favorite) db.prepare('INSERT INTO favorites (entity_id, user_id, kind) VALUES (?, ?, 2)').run(id, s.userId);
  if (p.background)
    db.prepare('UPDATE projects SET background_file_id = ? WHERE id = ?').run(storeImportFile(s, p.background), id);
  if (p.views?.length) for (const v of p.views) writeView(s, id, v);
  else createDefaultViews(s.app, id, s.userId);
  return id;
}
