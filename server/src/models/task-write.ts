import crypto from 'node:crypto';
import type { AppState, Auth } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { num, type Json } from '../http/body.ts';
import { nowIso } from '../time.ts';
import { projectPermission } from './permissions.ts';
import { nextDates, nextReminder, type TaskDates } from './repeat.ts';
import { getTask, type TaskRow } from './task.ts';
import { notifyAssigned } from './task-notify.ts';
import { resetTaskBuckets, setTaskBucket, syncTaskBuckets } from './task-buckets.ts';
import {
  assertNotArchived,
  readFields,
  writeAssignees,
  writeFavorite,
  writeReminders,
  type TaskFields,
} from './task-write-parts.ts';

export { assertAssignable, assertNotArchived } from './task-write-parts.ts';

function bucketProjectId(app: AppState, bucketId: number): number {
  const row = app.db
    .prepare('SELECT v.project_id FROM buckets b JOIN project_views v ON v.id = b.project_view_id WHERE b.id = ?')
    .get(bucketId) as { project_id: number } | undefined;
  return row?.project_id ?? 0;
}

/** Places the task into an explicitly requested bucket; returns the done flag that bucket implies. */
function moveToBucket(app: AppState, task: TaskRow, bucketId: number, done: boolean): boolean {
  const b = app.db
    .prepare(
      'SELECT b.id, b."limit" AS lim, v.id AS view_id, v.project_id, v.done_bucket_id FROM buckets b JOIN project_views v ON v.id = b.project_view_id WHERE b.id = ?',
    )
    .get(bucketId) as
    { id: number; lim: number; view_id: number; project_id: number; done_bucket_id: number } | undefined;
  if (!b) throw apiError(404, CODE.bucketNotFound, 'This bucket does not exist.');
  if (b.project_id !== task.project_id)
    throw apiError(400, CODE.bucketOfOtherProject, 'This bucket does not belong to that project.');
  const current = app.db
    .prepare('SELECT bucket_id FROM task_buckets WHERE task_id = ? AND project_view_id = ?')
    .get(task.id, b.view_id) as { bucket_id: number } | undefined;
  if (current?.bucket_id === b.id) return done;
  if (b.lim > 0) {
    const n = (app.db.prepare('SELECT COUNT(*) AS n FROM task_buckets WHERE bucket_id = ?').get(b.id) as { n: number })
      .n;
    if (n >= b.lim) throw apiError(412, CODE.bucketFull, 'You cannot add more tasks to this bucket.');
  }
  setTaskBucket(app, task.id, b.view_id, b.id);
  if (b.done_bucket_id === b.id) return true;
  if (current && current.bucket_id === b.done_bucket_id) return false;
  return done;
}

function nextIndex(app: AppState, projectId: number): number {
  const r = app.db.prepare('SELECT MAX("index") AS m FROM tasks WHERE project_id = ?').get(projectId) as {
    m: number | null;
  };
  return (r.m ?? 0) + 1;
}

/** PUT /projects/{id}/tasks. */
export function createTask(app: AppState, auth: Auth, projectId: number, body: Json): TaskRow {
  const f = readFields(body);
  assertNotArchived(app, projectId);
  const now = nowIso();
  return app.db.transaction(() => {
    const info = app.db
      .prepare(
        `INSERT INTO tasks (title, description, done, done_at, due_date, start_date, end_date, priority, percent_done, hex_color,
          repeat_after, repeat_mode, project_id, "index", uid, created_by_id, cover_image_attachment_id, created, updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        f.title,
        f.description,
        f.done ? 1 : 0,
        f.done ? now : null,
        f.due_date,
        f.start_date,
        f.end_date,
        f.priority,
        f.percent_done,
        f.hex_color,
        f.repeat_after,
        f.repeat_mode,
        projectId,
        nextIndex(app, projectId),
        crypto.randomUUID(),
        auth.userId,
        f.cover_image_attachment_id,
        now,
        now,
      );
    const id = Number(info.lastInsertRowid);
    writeReminders(app, id, body, f);
    const assigned = writeAssignees(app, id, projectId, body);
    if (auth.kind === 'user') writeFavorite(app, auth, id, body);
    const task = getTask(app, id);
    let done = f.done;
    const bucketId = num(body, 'bucket_id');
    if (bucketId) done = moveToBucket(app, task, bucketId, done);
    if (done !== f.done)
      app.db.prepare('UPDATE tasks SET done = ?, done_at = ? WHERE id = ?').run(done ? 1 : 0, done ? now : null, id);
    syncTaskBuckets(app, id, projectId, done);
    // Notified last so the payload shows the task as saved; the assignees route does the same.
    const saved = getTask(app, id);
    for (const uid of assigned) notifyAssigned(app, auth, saved, uid);
    return saved;
  })();
}

/** POST /tasks/{id}: a full replace of the task's fields (see readFields). */
export function updateTask(app: AppState, auth: Auth, old: TaskRow, body: Json): TaskRow {
  const f = readFields(body);
  const now = nowIso();
  let projectId = old.project_id;
  const wantedProject = num(body, 'project_id');
  if (wantedProject && wantedProject !== old.project_id) {
    if (!app.db.prepare('SELECT 1 FROM projects WHERE id = ?').get(wantedProject)) throw errors.projectNotFound();
    if (projectPermission(app, auth, wantedProject) < 1) throw errors.forbidden();
    projectId = wantedProject;
  }
  assertNotArchived(app, old.project_id);
  assertNotArchived(app, projectId);
  return app.db.transaction(() => {
    let index = old.index;
    if (projectId !== old.project_id) {
      resetTaskBuckets(app, old.id);
      index = nextIndex(app, projectId);
    }
    let done = f.done;
    const bucketId = num(body, 'bucket_id');
    // A task moved to another project that still names its old bucket leaves that bucket behind.
    const oldBucket = projectId !== old.project_id && !!bucketId && bucketProjectId(app, bucketId) === old.project_id;
    if (bucketId && !oldBucket) done = moveToBucket(app, { ...old, project_id: projectId }, bucketId, done);
    let dates = { due_date: f.due_date, start_date: f.start_date, end_date: f.end_date };
    const repeats = f.repeat_after > 0 || f.repeat_mode === 1;
    const shifted = done && !old.done && repeats;
    if (shifted) {
      // A repeating task is never done: its dates move on by one interval instead.
      dates = nextDates(dates, f.repeat_after, f.repeat_mode, new Date());
      done = false;
    }
    const doneAt = done ? (old.done ? (old.done_at ?? now) : now) : null;
    app.db
      .prepare(
        `UPDATE tasks SET title = ?, description = ?, done = ?, done_at = ?, due_date = ?, start_date = ?, end_date = ?, priority = ?,
          percent_done = ?, hex_color = ?, repeat_after = ?, repeat_mode = ?, project_id = ?, "index" = ?, cover_image_attachment_id = ?, updated = ?
         WHERE id = ?`,
      )
      .run(
        f.title,
        f.description,
        done ? 1 : 0,
        doneAt,
        dates.due_date,
        dates.start_date,
        dates.end_date,
        f.priority,
        f.percent_done,
        f.hex_color,
        f.repeat_after,
        f.repeat_mode,
        projectId,
        index,
        f.cover_image_attachment_id,
        now,
        old.id,
      );
    writeReminders(app, old.id, shifted ? shiftReminders(body, f, dates) : body, { ...f, ...dates });
    const assigned = writeAssignees(app, old.id, projectId, body);
    if (auth.kind === 'user') writeFavorite(app, auth, old.id, body);
    syncTaskBuckets(app, old.id, projectId, done);
    const saved = getTask(app, old.id);
    for (const uid of assigned) notifyAssigned(app, auth, saved, uid);
    return saved;
  })();
}

/** Absolute reminders move with the task's dates when a repeating task advances (see nextReminder). */
function shiftReminders(body: Json, f: TaskFields, dates: TaskDates): Json {
  const list = Array.isArray(body.reminders) ? (body.reminders as Json[]) : [];
  return {
    reminders: list.map((r) =>
      r.relative_to || typeof r.reminder !== 'string'
        ? r
        : { ...r, reminder: nextReminder(r.reminder, f, dates, f.repeat_mode) },
    ),
  };
}
