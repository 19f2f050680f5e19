import type { AppState } from '../context.ts';
import { IN_JSON } from './paging.ts';
import type { ProjectRow } from './project.ts';
import type { TaskRow } from './task.ts';

/** Rows of a list grouped by one of their columns, that column left out; each group keeps the list's order. */
function groupBy<K extends string, R extends Record<K, number>>(rows: R[], key: K): Map<number, Omit<R, K>[]> {
  const out = new Map<number, Omit<R, K>[]>();
  for (const row of rows) {
    const { [key]: id, ...rest } = row;
    const list = out.get(id);
    if (list) list.push(rest);
    else out.set(id, [rest]);
  }
  return out;
}

/** The projects the user owns, oldest first, as the data export lists them. */
export function exportedProjects(app: AppState, userId: number): ProjectRow[] {
  return app.db.prepare('SELECT * FROM projects WHERE owner_id = ? ORDER BY id').all(userId) as ProjectRow[];
}

/** The tasks of each of the projects, oldest first, by project id: one statement for all of them. */
export function exportedTasks(app: AppState, projectIds: number[]): Map<number, TaskRow[]> {
  const out = new Map<number, TaskRow[]>();
  for (const t of app.db
    .prepare(`SELECT * FROM tasks WHERE project_id ${IN_JSON} ORDER BY id`)
    .all(JSON.stringify(projectIds)) as TaskRow[])
    out.set(t.project_id, [...(out.get(t.project_id) ?? []), t]);
  return out;
}

export interface ExportedComment {
  id: number;
  comment: string;
  author_id: number;
  created: string;
  updated: string;
}

/** The comments of each of the tasks, oldest first, by task id: one statement for all of them. */
export function exportedComments(app: AppState, taskIds: number[]): Map<number, ExportedComment[]> {
  const rows = app.db
    .prepare(
      `SELECT task_id, id, comment, author_id, created, updated FROM task_comments WHERE task_id ${IN_JSON} ORDER BY id`,
    )
    .all(JSON.stringify(taskIds)) as (ExportedComment & { task_id: number })[];
  return groupBy(rows, 'task_id');
}

/** What the export holds of each project's views: kanban buckets, tasks' buckets and tasks' positions. */
export interface ExportedViewParts {
  buckets: Map<number, unknown[]>;
  taskBuckets: Map<number, unknown[]>;
  positions: Map<number, unknown[]>;
}

/**
 * The buckets (by position), task buckets and task positions (by task, then view) of every view of the
 * projects, by project id: three statements for all of them.
 */
export function exportedViewParts(app: AppState, projectIds: number[]): ExportedViewParts {
  const ids = JSON.stringify(projectIds);
  const byProject = (sql: string): Map<number, unknown[]> =>
    groupBy(app.db.prepare(sql).all(ids) as { project_id: number }[], 'project_id');
  return {
    buckets: byProject(
      `SELECT v.project_id, b.id, b.title, b.project_view_id, b."limit", b.position, b.created, b.updated
       FROM buckets b JOIN project_views v ON v.id = b.project_view_id WHERE v.project_id ${IN_JSON} ORDER BY b.position, b.id`,
    ),
    taskBuckets: byProject(
      `SELECT v.project_id, t.task_id, t.bucket_id, t.project_view_id
       FROM task_buckets t JOIN project_views v ON v.id = t.project_view_id WHERE v.project_id ${IN_JSON}
       ORDER BY t.task_id, t.project_view_id`,
    ),
    positions: byProject(
      `SELECT v.project_id, t.task_id, t.project_view_id, t.position
       FROM task_positions t JOIN project_views v ON v.id = t.project_view_id WHERE v.project_id ${IN_JSON}
       ORDER BY t.task_id, t.project_view_id`,
    ),
  };
}

/** The user's saved filters as stored (filters.json of the data export). */
export function exportedFilters(app: AppState, userId: number): unknown[] {
  return app.db.prepare('SELECT * FROM saved_filters WHERE owner_id = ?').all(userId);
}
