import type { AppState, Auth } from '../context.ts';
import { outDate } from '../time.ts';
import { labelJson } from './label.ts';
import type { TaskRow } from './task.ts';
import { TaskParts } from './task-parts.ts';
import { userJson } from './user.ts';

export interface TaskJsonOptions {
  viewId?: number;
  /** Related tasks are rendered without their own relations, as Vikunja does. */
  shallow?: boolean;
}

/** Vikunja answers empty slices as null; clients must cope, so we do the same. */
function orNull<T>(list: T[]): T[] | null {
  return list.length ? list : null;
}

/** Each task's related tasks by kind, all of the page's rendered (shallow) in one batch. */
function relatedJson(
  app: AppState,
  auth: Auth,
  parts: TaskParts,
  tasks: TaskRow[],
): Record<string, Record<string, unknown>[]>[] {
  const appearances = tasks.map((t) =>
    (parts.relations.get(t.id) ?? []).filter((r) => parts.related.has(r.other_task_id)),
  );
  const rendered = tasksJson(
    app,
    auth,
    appearances.flat().map((r) => parts.related.get(r.other_task_id) as TaskRow),
    { shallow: true },
  );
  let next = 0;
  return appearances.map((relations) => {
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const r of relations) (out[r.relation_kind] ??= []).push(rendered[next++] ?? {});
    return out;
  });
}

function oneTaskJson(
  app: AppState,
  parts: TaskParts,
  t: TaskRow,
  related: Record<string, Record<string, unknown>[]>,
): Record<string, unknown> {
  const sub = parts.subscription(t);
  const reactions: Record<string, unknown[]> = {};
  for (const r of parts.reactions.get(t.id) ?? []) (reactions[r.value] ??= []).push(parts.user(r.user_id));
  const out: Record<string, unknown> = {
    id: t.id,
    title: t.title,
    description: t.description,
    done: !!t.done,
    done_at: outDate(t.done_at),
    due_date: outDate(t.due_date),
    reminders: orNull(
      (parts.reminders.get(t.id) ?? []).map((r) => ({
        reminder: r.reminder,
        relative_period: r.relative_period,
        relative_to: r.relative_to,
      })),
    ),
    project_id: t.project_id,
    repeat_after: t.repeat_after,
    repeat_mode: t.repeat_mode,
    priority: t.priority,
    start_date: outDate(t.start_date),
    end_date: outDate(t.end_date),
    assignees: orNull((parts.assignees.get(t.id) ?? []).map((u) => userJson(u, app) ?? {})),
    labels: orNull((parts.labels.get(t.id) ?? []).map((l) => labelJson(app, l, parts.user(l.created_by_id)))),
    hex_color: t.hex_color,
    percent_done: t.percent_done,
    identifier: parts.identifier(t),
    index: t.index,
    related_tasks: related,
    attachments: orNull(
      (parts.attachments.get(t.id) ?? []).map((r) => ({
        id: r.id,
        task_id: r.task_id,
        created_by: parts.user(r.created_by_id),
        file: { id: r.file_id, name: r.name, mime: r.mime, size: r.size, created: r.file_created },
        created: r.created,
      })),
    ),
    cover_image_attachment_id: t.cover_image_attachment_id,
    is_favorite: parts.favorites.has(t.id),
    created: t.created,
    updated: t.updated,
    bucket_id: parts.buckets.get(t.id) ?? 0,
    position: parts.positions.get(t.id) ?? t.index * 65536,
    reactions: Object.keys(reactions).length ? reactions : null,
    created_by: parts.user(t.created_by_id),
    subscription: sub ? { id: sub.id, entity: sub.entity_type, entity_id: sub.entity_id, created: sub.created } : null,
  };
  if (app.opts.compat !== '0.24') {
    out.comment_count = parts.comments.get(t.id) ?? 0;
    out.comments = null;
    out.is_unread = parts.unread.has(t.id);
    out.buckets = null;
  }
  return out;
}

/** models.Task as JSON for this caller, for each of the tasks (in their order), reading their parts once for all. */
export function tasksJson(
  app: AppState,
  auth: Auth,
  tasks: TaskRow[],
  o: TaskJsonOptions = {},
): Record<string, unknown>[] {
  if (!tasks.length) return [];
  const parts = new TaskParts(app, auth, tasks, o);
  const related = o.shallow ? undefined : relatedJson(app, auth, parts, tasks);
  return tasks.map((t, i) => oneTaskJson(app, parts, t, related?.[i] ?? {}));
}

/** models.Task as JSON for this caller. */
export function taskJson(app: AppState, auth: Auth, t: TaskRow, o: TaskJsonOptions = {}): Record<string, unknown> {
  return tasksJson(app, auth, [t], o)[0] ?? {};
}
