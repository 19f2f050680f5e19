import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { getProject, type ProjectRow } from './project.ts';
import { getTask, type TaskRow } from './task.ts';
import type { ViewRow } from './view.ts';

type Row = Record<string, unknown>;

/** Inserts a copy of a row with some columns replaced; returns the new id. */
function copyRow(app: AppState, table: string, row: Row, changes: Row): number {
  const data: Row = { ...row, ...changes };
  delete data.id;
  const keys = Object.keys(data);
  const info = app.db
    .prepare(`INSERT INTO ${table} (${keys.map((k) => `"${k}"`).join(',')}) VALUES (${keys.map(() => '?').join(',')})`)
    .run(...keys.map((k) => data[k]));
  return Number(info.lastInsertRowid);
}

/** Copies a stored file (attachments, backgrounds) and returns the new file id. */
export function copyFile(app: AppState, fileId: number): number {
  const f = app.db.prepare('SELECT * FROM files WHERE id = ?').get(fileId) as Row | undefined;
  if (!f) return 0;
  const id = copyRow(app, 'files', f, { created: nowIso() });
  const src = path.join(app.filesDir, String(fileId));
  if (fs.existsSync(src)) fs.copyFileSync(src, path.join(app.filesDir, String(id)));
  return id;
}

/** Copies a task's labels, assignees, reminders, comments and attachments onto another task. */
function copyTaskChildren(app: AppState, from: number, to: number): void {
  for (const table of ['label_tasks', 'task_assignees', 'task_reminders', 'task_comments']) {
    for (const r of app.db.prepare(`SELECT * FROM ${table} WHERE task_id = ?`).all(from) as Row[])
      copyRow(app, table, r, { task_id: to });
  }
  for (const a of app.db.prepare('SELECT * FROM task_attachments WHERE task_id = ?').all(from) as Row[]) {
    copyRow(app, 'task_attachments', a, { task_id: to, file_id: copyFile(app, Number(a.file_id)) });
  }
}

/** PUT /tasks/{id}/duplicate: same project, next index, "copiedfrom"/"copiedto" relations. */
export function duplicateTask(app: AppState, taskId: number, userId: number): TaskRow {
  return app.db.transaction(() => {
    const t = getTask(app, taskId);
    const max = (
      app.db.prepare('SELECT MAX("index") AS m FROM tasks WHERE project_id = ?').get(t.project_id) as { m: number }
    ).m;
    const now = nowIso();
    const id = copyRow(
      app,
      'tasks',
      { ...t },
      { index: max + 1, uid: crypto.randomUUID(), created_by_id: userId, created: now, updated: now },
    );
    copyTaskChildren(app, t.id, id);
    for (const b of app.db.prepare('SELECT * FROM task_buckets WHERE task_id = ?').all(t.id) as Row[])
      copyRow(app, 'task_buckets', b, { task_id: id });
    const rel = app.db.prepare(
      'INSERT INTO task_relations (task_id, other_task_id, relation_kind, created_by_id, created) VALUES (?, ?, ?, ?, ?)',
    );
    rel.run(id, t.id, 'copiedfrom', userId, now);
    rel.run(t.id, id, 'copiedto', userId, now);
    return getTask(app, id);
  })();
}

/** PUT /projects/{id}/duplicate: the project with its views, buckets, tasks and their data. */
export function duplicateProject(
  app: AppState,
  projectId: number,
  parentId: number,
  userId: number,
  withShares: boolean,
): ProjectRow {
  return app.db.transaction(() => {
    const p = getProject(app, projectId);
    const now = nowIso();
    const newId = copyRow(
      app,
      'projects',
      { ...p },
      {
        title: `${p.title} - duplicate`,
        identifier: '',
        owner_id: userId,
        parent_project_id: parentId,
        is_archived: 0,
        background_file_id: p.background_file_id ? copyFile(app, p.background_file_id) : 0,
        created: now,
        updated: now,
      },
    );
    app.db.prepare('UPDATE projects SET position = ? WHERE id = ?').run(newId * 65536, newId);
    const viewMap = new Map<number, number>();
    const bucketMap = new Map<number, number>();
    for (const v of app.db.prepare('SELECT * FROM project_views WHERE project_id = ?').all(projectId) as ViewRow[]) {
      const vid = copyRow(app, 'project_views', { ...v }, { project_id: newId, created: now, updated: now });
      viewMap.set(v.id, vid);
      for (const b of app.db.prepare('SELECT * FROM buckets WHERE project_view_id = ?').all(v.id) as Row[]) {
        bucketMap.set(Number(b.id), copyRow(app, 'buckets', b, { project_view_id: vid, created: now, updated: now }));
      }
      app.db
        .prepare('UPDATE project_views SET default_bucket_id = ?, done_bucket_id = ? WHERE id = ?')
        .run(bucketMap.get(v.default_bucket_id) ?? 0, bucketMap.get(v.done_bucket_id) ?? 0, vid);
    }
    const taskMap = new Map<number, number>();
    for (const t of app.db.prepare('SELECT * FROM tasks WHERE project_id = ? ORDER BY id').all(projectId) as Row[]) {
      const tid = copyRow(app, 'tasks', t, { project_id: newId, uid: crypto.randomUUID() });
      taskMap.set(Number(t.id), tid);
      copyTaskChildren(app, Number(t.id), tid);
      for (const b of app.db.prepare('SELECT * FROM task_buckets WHERE task_id = ?').all(t.id) as Row[]) {
        copyRow(app, 'task_buckets', b, {
          task_id: tid,
          bucket_id: bucketMap.get(Number(b.bucket_id)) ?? 0,
          project_view_id: viewMap.get(Number(b.project_view_id)) ?? 0,
        });
      }
      for (const pos of app.db.prepare('SELECT * FROM task_positions WHERE task_id = ?').all(t.id) as Row[]) {
        copyRow(app, 'task_positions', pos, {
          task_id: tid,
          project_view_id: viewMap.get(Number(pos.project_view_id)) ?? 0,
        });
      }
    }
    // Relations are copied only between tasks that were both copied.
    for (const [from, to] of taskMap) {
      for (const r of app.db.prepare('SELECT * FROM task_relations WHERE task_id = ?').all(from) as Row[]) {
        const other = taskMap.get(Number(r.other_task_id));
        if (other) copyRow(app, 'task_relations', r, { task_id: to, other_task_id: other });
      }
    }
    if (withShares) {
      for (const table of ['users_projects', 'team_projects']) {
        for (const r of app.db.prepare(`SELECT * FROM ${table} WHERE project_id = ?`).all(projectId) as Row[])
          copyRow(app, table, r, { project_id: newId });
      }
    }
    return getProject(app, newId);
  })();
}
