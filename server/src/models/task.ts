import type { AppState } from '../context.ts';
import { errors, found } from '../errors.ts';
import { labelJson, type LabelRow } from './label.ts';
import { userJson, type UserRow } from './user.ts';

export interface TaskRow {
  id: number;
  title: string;
  description: string;
  done: number;
  done_at: string | null;
  due_date: string | null;
  start_date: string | null;
  end_date: string | null;
  priority: number;
  percent_done: number;
  hex_color: string;
  repeat_after: number;
  repeat_mode: number;
  project_id: number;
  index: number;
  uid: string;
  created_by_id: number;
  cover_image_attachment_id: number;
  created: string;
  updated: string;
}

export function findTask(app: AppState, id: number): TaskRow | undefined {
  return app.db.prepare('SELECT * FROM tasks WHERE id = ?').get(id) as TaskRow | undefined;
}

export const getTask = (app: AppState, id: number): TaskRow => found(findTask(app, id), errors.taskNotFound);

/** "#3", or the project's identifier and the index ("PRJ-3"). */
export function taskIdentifier(app: AppState, t: TaskRow): string {
  const p = app.db.prepare('SELECT identifier FROM projects WHERE id = ?').get(t.project_id) as
    { identifier: string } | undefined;
  return p?.identifier ? `${p.identifier}-${t.index}` : `#${t.index}`;
}

export function taskAssignees(app: AppState, taskId: number): Record<string, unknown>[] {
  const rows = app.db
    .prepare('SELECT u.* FROM task_assignees a JOIN users u ON u.id = a.user_id WHERE a.task_id = ? ORDER BY a.id')
    .all(taskId) as UserRow[];
  return rows.map((u) => userJson(u, app) ?? {});
}

export function taskLabels(app: AppState, taskId: number): Record<string, unknown>[] {
  const rows = app.db
    .prepare(
      'SELECT l.* FROM label_tasks lt JOIN labels l ON l.id = lt.label_id WHERE lt.task_id = ? ORDER BY l.title, l.id',
    )
    .all(taskId) as LabelRow[];
  return rows.map((l) => labelJson(app, l));
}

export { taskJson, tasksJson, type TaskJsonOptions } from './task-json.ts';
