import type { AppState, Auth } from '../context.ts';
import { errors } from '../errors.ts';
import { outDate } from '../time.ts';
import { reactionsJson } from './reaction.ts';
import { labelJson, type LabelRow } from './label.ts';
import { userJsonById, userJson, type UserRow } from './user.ts';

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

export function getTask(app: AppState, id: number): TaskRow {
  const t = findTask(app, id);
  if (!t) throw errors.taskNotFound();
  return t;
}

/** "#3", or the project's identifier and the index ("PRJ-3"). */
export function taskIdentifier(app: AppState, t: TaskRow): string {
  const p = app.db.prepare('SELECT identifier FROM projects WHERE id = ?').get(t.project_id) as
    { identifier: string } | undefined;
  return p?.identifier ? `${p.identifier}-${t.index}` : `#${t.index}`;
}

/** Vikunja answers empty slices as null; clients must cope, so we do the same. */
function orNull<T>(list: T[]): T[] | null {
  return list.length ? list : null;
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

function reminders(app: AppState, taskId: number): Record<string, unknown>[] {
  const rows = app.db
    .prepare(
      'SELECT reminder, relative_period, relative_to FROM task_reminders WHERE task_id = ? ORDER BY reminder, id',
    )
    .all(taskId) as { reminder: string; relative_period: number; relative_to: string }[];
  return rows.map((r) => ({ reminder: r.reminder, relative_period: r.relative_period, relative_to: r.relative_to }));
}

function attachments(app: AppState, taskId: number): Record<string, unknown>[] {
  const rows = app.db
    .prepare(
      `SELECT a.id, a.task_id, a.created_by_id, a.created, f.id AS file_id, f.name, f.mime, f.size, f.created AS file_created
       FROM task_attachments a JOIN files f ON f.id = a.file_id WHERE a.task_id = ? ORDER BY a.id`,
    )
    .all(taskId) as {
    id: number;
    task_id: number;
    created_by_id: number;
    created: string;
    file_id: number;
    name: string;
    mime: string;
    size: number;
    file_created: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    task_id: r.task_id,
    created_by: userJsonById(app, r.created_by_id),
    file: { id: r.file_id, name: r.name, mime: r.mime, size: r.size, created: r.file_created },
    created: r.created,
  }));
}

function relatedTasks(app: AppState, auth: Auth, taskId: number): Record<string, Record<string, unknown>[]> {
  const rows = app.db
    .prepare('SELECT relation_kind, other_task_id FROM task_relations WHERE task_id = ? ORDER BY id')
    .all(taskId) as { relation_kind: string; other_task_id: number }[];
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const r of rows) {
    const other = findTask(app, r.other_task_id);
    if (!other) continue;
    (out[r.relation_kind] ??= []).push(taskJson(app, auth, other, { shallow: true }));
  }
  return out;
}

/** The bucket a task sits in for one view, or for the project's first kanban view. */
export function taskBucketId(app: AppState, taskId: number, viewId?: number): number {
  const row = viewId
    ? (app.db
        .prepare('SELECT bucket_id FROM task_buckets WHERE task_id = ? AND project_view_id = ?')
        .get(taskId, viewId) as { bucket_id: number } | undefined)
    : (app.db
        .prepare('SELECT bucket_id FROM task_buckets WHERE task_id = ? ORDER BY project_view_id LIMIT 1')
        .get(taskId) as { bucket_id: number } | undefined);
  return row?.bucket_id ?? 0;
}

/** The task's position in a view; without a stored one, Vikunja's default is index * 2^16. */
export function taskPosition(app: AppState, t: TaskRow, viewId?: number): number {
  const row = viewId
    ? (app.db
        .prepare('SELECT position FROM task_positions WHERE task_id = ? AND project_view_id = ?')
        .get(t.id, viewId) as { position: number } | undefined)
    : undefined;
  return row?.position ?? t.index * 65536;
}

export interface TaskJsonOptions {
  viewId?: number;
  /** Related tasks are rendered without their own relations, as Vikunja does. */
  shallow?: boolean;
}

type SubscriptionRow = { id: number; entity_type: number; entity_id: number; created: string };

/** The caller's subscription to the task, else the one it inherits from its project or a parent project (as Vikunja answers). */
function subscriptionOf(app: AppState, auth: Auth, t: TaskRow): SubscriptionRow | undefined {
  const find = app.db.prepare(
    'SELECT id, entity_type, entity_id, created FROM subscriptions WHERE entity_type = ? AND entity_id = ? AND user_id = ?',
  );
  const own = find.get(3, t.id, auth.userId) as SubscriptionRow | undefined;
  if (own) return own;
  const seen = new Set<number>();
  for (let id = t.project_id; id > 0 && !seen.has(id);) {
    seen.add(id);
    const inherited = find.get(2, id, auth.userId) as SubscriptionRow | undefined;
    if (inherited) return inherited;
    id =
      (
        app.db.prepare('SELECT parent_project_id FROM projects WHERE id = ?').get(id) as
          { parent_project_id: number } | undefined
      )?.parent_project_id ?? 0;
  }
  return undefined;
}

/** models.Task as JSON for this caller. */
export function taskJson(app: AppState, auth: Auth, t: TaskRow, o: TaskJsonOptions = {}): Record<string, unknown> {
  const commentCount = (
    app.db.prepare('SELECT COUNT(*) AS n FROM task_comments WHERE task_id = ?').get(t.id) as { n: number }
  ).n;
  const sub = subscriptionOf(app, auth, t);
  const out: Record<string, unknown> = {
    id: t.id,
    title: t.title,
    description: t.description,
    done: !!t.done,
    done_at: outDate(t.done_at),
    due_date: outDate(t.due_date),
    reminders: orNull(reminders(app, t.id)),
    project_id: t.project_id,
    repeat_after: t.repeat_after,
    repeat_mode: t.repeat_mode,
    priority: t.priority,
    start_date: outDate(t.start_date),
    end_date: outDate(t.end_date),
    assignees: orNull(taskAssignees(app, t.id)),
    labels: orNull(taskLabels(app, t.id)),
    hex_color: t.hex_color,
    percent_done: t.percent_done,
    identifier: taskIdentifier(app, t),
    index: t.index,
    related_tasks: o.shallow ? {} : relatedTasks(app, auth, t.id),
    attachments: orNull(attachments(app, t.id)),
    cover_image_attachment_id: t.cover_image_attachment_id,
    is_favorite: !!app.db
      .prepare('SELECT 1 FROM favorites WHERE kind = 1 AND entity_id = ? AND user_id = ?')
      .get(t.id, auth.userId),
    created: t.created,
    updated: t.updated,
    bucket_id: taskBucketId(app, t.id, o.viewId),
    position: taskPosition(app, t, o.viewId),
    reactions: reactionsJson(app, 0, t.id),
    created_by: userJsonById(app, t.created_by_id),
    subscription: sub ? { id: sub.id, entity: sub.entity_type, entity_id: sub.entity_id, created: sub.created } : null,
  };
  if (app.opts.compat !== '0.24') {
    out.comment_count = commentCount;
    out.comments = null;
    out.is_unread = !!app.db
      .prepare('SELECT 1 FROM task_unread_statuses WHERE task_id = ? AND user_id = ?')
      .get(t.id, auth.userId);
    out.buckets = null;
  }
  return out;
}
