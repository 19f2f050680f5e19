import fs from 'node:fs';
import type { AppState } from '../context.ts';
import { ensurePseudoViews, filterToProjectId } from '../models/pseudo-projects.ts';
import { compileTaskFilter } from '../task-filter.ts';
import { nowIso } from '../time.ts';
import type { ImportData, ImportFilter } from './model.ts';
import { orderProjects, writeProject, type WriteState } from './write-projects.ts';
import { writeRelations, writeTask } from './write-tasks.ts';

function writeFilter(s: WriteState, f: ImportFilter): void {
  const filter = typeof f.filters.filter === 'string' ? f.filters.filter : '';
  try {
    compileTaskFilter(filter);
  } catch {
    return; // a filter this server cannot run would only fail later, on every use
  }
  const now = nowIso();
  const info = s.app.db
    .prepare(
      'INSERT INTO saved_filters (title, description, filters, owner_id, is_favorite, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(f.title, f.description, JSON.stringify({ ...f.filters, filter }), s.userId, f.is_favorite ? 1 : 0, now, now);
  ensurePseudoViews(s.app, filterToProjectId(Number(info.lastInsertRowid)), s.userId);
}

export interface ImportCounts {
  projects: number;
  tasks: number;
}

/**
 * Stores an import for one user in a single transaction (with `finish`, e.g. recording the run):
 * on any error nothing stays behind, neither rows nor the files written so far.
 */
export function writeImport(app: AppState, userId: number, data: ImportData, finish?: () => void): ImportCounts {
  const s: WriteState = {
    app,
    userId,
    projects: new Map(),
    views: new Map(),
    buckets: new Map(),
    tasks: new Map(),
    writtenFiles: [],
  };
  try {
    app.db.transaction(() => {
      const projects = orderProjects(data.projects);
      for (const p of projects) writeProject(s, p);
      const labels = new Map<string, number>();
      for (const p of projects) for (const t of p.tasks) writeTask(s, labels, s.projects.get(p.key) ?? 0, t);
      writeRelations(
        s,
        projects.flatMap((p) => p.tasks),
      );
      for (const f of data.filters) writeFilter(s, f);
      finish?.();
    })();
  } catch (err) {
    for (const f of s.writtenFiles) fs.rmSync(f, { force: true });
    throw err;
  }
  return { projects: s.projects.size, tasks: s.tasks.size };
}
