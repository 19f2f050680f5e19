import type { AppState, Auth } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { bool, num, str, type Json } from '../http/body.ts';
import { inDate, nowIso } from '../time.ts';
import { projectPermission } from './permissions.ts';
import { normaliseHex } from './project.ts';

/** Reading a task body's fields and writing the parts kept beside the task row: reminders, assignees, favourite. */
/** The scalar task columns a create/update body may set. */
export interface TaskFields {
  title: string;
  description: string;
  done: boolean;
  due_date: string | null;
  start_date: string | null;
  end_date: string | null;
  priority: number;
  percent_done: number;
  hex_color: string;
  repeat_after: number;
  repeat_mode: number;
  cover_image_attachment_id: number;
}

export function date(body: Json, key: string): string | null {
  const v = inDate(body[key]);
  if (v === undefined) throw errors.invalidModel();
  return v;
}

/**
 * Reads the body as a whole task. Like Vikunja, an update replaces every field: what is absent
 * becomes its zero value, so clients send the full task.
 */
export function readFields(body: Json): TaskFields {
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.taskTitleEmpty, 'Task title cannot be empty.');
  const repeatMode = num(body, 'repeat_mode') ?? 0;
  if (![0, 1, 2].includes(repeatMode)) throw errors.invalidModel();
  return {
    title,
    description: str(body, 'description') ?? '',
    done: bool(body, 'done') ?? false,
    due_date: date(body, 'due_date'),
    start_date: date(body, 'start_date'),
    end_date: date(body, 'end_date'),
    priority: Math.trunc(num(body, 'priority') ?? 0),
    percent_done: num(body, 'percent_done') ?? 0,
    hex_color: normaliseHex(str(body, 'hex_color') ?? ''),
    repeat_after: Math.max(0, Math.trunc(num(body, 'repeat_after') ?? 0)),
    repeat_mode: repeatMode,
    cover_image_attachment_id: Math.trunc(num(body, 'cover_image_attachment_id') ?? 0),
  };
}

/** Archived projects (or children of archived ones) are read only: 412/3008. */
export function assertNotArchived(app: AppState, projectId: number): void {
  let id = projectId;
  for (let depth = 0; id > 0 && depth < 50; depth++) {
    const p = app.db.prepare('SELECT is_archived, parent_project_id FROM projects WHERE id = ?').get(id) as
      { is_archived: number; parent_project_id: number } | undefined;
    if (!p) return;
    if (p.is_archived) throw errors.projectArchived();
    id = p.parent_project_id;
  }
}

export function writeReminders(app: AppState, taskId: number, body: Json, f: TaskFields): void {
  const list = body.reminders;
  // Rewriting reminders must not re-deliver the ones already sent.
  const sent = new Set(
    (
      app.db.prepare('SELECT reminder FROM task_reminders WHERE task_id = ? AND notified = 1').all(taskId) as {
        reminder: string;
      }[]
    ).map((r) => r.reminder),
  );
  app.db.prepare('DELETE FROM task_reminders WHERE task_id = ?').run(taskId);
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) throw errors.invalidModel();
  const now = nowIso();
  for (const raw of list) {
    if (typeof raw !== 'object' || raw === null) throw errors.invalidModel();
    const r = raw as Json;
    const relativeTo = str(r, 'relative_to') ?? '';
    const period = Math.trunc(num(r, 'relative_period') ?? 0);
    let at = date(r, 'reminder');
    if (relativeTo) {
      if (!['due_date', 'start_date', 'end_date'].includes(relativeTo)) throw errors.invalidModel();
      const base = f[relativeTo as 'due_date' | 'start_date' | 'end_date'];
      if (!base) throw apiError(400, CODE.reminderRelativeToUnset, 'Reminder relative to a date that is not set.');
      at = nowIso(new Date(new Date(base).getTime() + period * 1000));
    }
    if (!at) continue;
    app.db
      .prepare(
        'INSERT INTO task_reminders (task_id, reminder, relative_period, relative_to, created, notified) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(taskId, at, period, relativeTo, now, sent.has(at) ? 1 : 0);
  }
}

/** An assignee must exist (1005) and be able to read the task's project (7003). */
export function assertAssignable(app: AppState, projectId: number, userId: number): void {
  if (!app.db.prepare('SELECT 1 FROM users WHERE id = ?').get(userId)) throw errors.userNotFound();
  const perm = projectPermission(app, { kind: 'user', userId, sessionId: null, apiTokenId: null }, projectId);
  if (perm < 0) throw apiError(403, CODE.userHasNoAccess, 'This user does not have access to the project.');
}

/** Syncs the assignees to the body's list; returns the users newly assigned (they get notified). */
export function writeAssignees(app: AppState, taskId: number, projectId: number, body: Json): number[] {
  const list = body.assignees;
  if (list === undefined) return [];
  if (list !== null && !Array.isArray(list)) throw errors.invalidModel();
  const ids = new Set<number>();
  for (const raw of list ?? []) {
    const id = typeof raw === 'object' && raw !== null ? (raw as Json).id : undefined;
    if (typeof id !== 'number') throw errors.invalidModel();
    ids.add(id);
  }
  const existing = new Set(
    (app.db.prepare('SELECT user_id FROM task_assignees WHERE task_id = ?').all(taskId) as { user_id: number }[]).map(
      (r) => r.user_id,
    ),
  );
  for (const id of existing)
    if (!ids.has(id)) app.db.prepare('DELETE FROM task_assignees WHERE task_id = ? AND user_id = ?').run(taskId, id);
  const added = [...ids].filter((id) => !existing.has(id));
  for (const id of added) assertAssignable(app, projectId, id);
  for (const id of added)
    app.db.prepare('INSERT INTO task_assignees (task_id, user_id, created) VALUES (?, ?, ?)').run(taskId, id, nowIso());
  return added;
}

export function writeFavorite(app: AppState, auth: Auth, taskId: number, body: Json): void {
  const fav = bool(body, 'is_favorite') ?? false;
  app.db.prepare('DELETE FROM favorites WHERE kind = 1 AND entity_id = ? AND user_id = ?').run(taskId, auth.userId);
  if (fav) app.db.prepare('INSERT INTO favorites (entity_id, user_id, kind) VALUES (?, ?, 1)').run(taskId, auth.userId);
}

/** The project whose view a bucket belongs to (0 when there is no such bucket). */
