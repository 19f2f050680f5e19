import { blankTask, type ImportAttachment, type ImportReminder, type ImportTask } from './model.ts';
import { date, flag, key, list, num, obj, objs, text, type Obj } from './read-json.ts';

/** Files of the archive by their stored id (`files/<id>`). */
export type FileStore = Map<string, Buffer>;

/** Where a task sits, from the project's `task_buckets` / `positions` lists or the task itself. */
export interface Placement {
  buckets: Map<string, { view_key: string; bucket_key: string }[]>;
  positions: Map<string, { view_key: string; position: number }[]>;
  /** Bucket key → view key, for exports that only give a task's `bucket_id`. */
  bucketView: Map<string, string>;
  /** Views that get `task.position` when the export has no `positions` list. */
  listViews: string[];
  hasPositions: boolean;
}

const RELATIVE = ['due_date', 'start_date', 'end_date'] as const;

function reminders(t: Obj): ImportReminder[] {
  const out: ImportReminder[] = [];
  for (const r of objs(t.reminders)) {
    const rel = text(r, 'relative_to');
    const relative_to = (RELATIVE as readonly string[]).includes(rel) ? (rel as ImportReminder['relative_to']) : '';
    out.push({ reminder: date(r, 'reminder'), relative_period: Math.trunc(num(r, 'relative_period')), relative_to });
  }
  // Releases before 0.22 exported plain dates.
  for (const d of list(t.reminder_dates)) out.push({ reminder: date({ d }, 'd'), relative_period: 0, relative_to: '' });
  return out;
}

function attachments(t: Obj, files: FileStore): ImportAttachment[] {
  const out: ImportAttachment[] = [];
  for (const a of objs(t.attachments)) {
    const f = obj(a.file);
    const data = files.get(String(num(f, 'id')));
    if (!data) continue; // listed but not in the archive: nothing to restore
    out.push({
      key: key('a', a.id),
      file: {
        name: text(f, 'name') || 'file',
        mime: text(f, 'mime'),
        data,
        created: date(f, 'created') ?? date(a, 'created'),
      },
    });
  }
  return out;
}

function relations(t: Obj): ImportTask['relations'] {
  const out: ImportTask['relations'] = [];
  for (const [kind, others] of Object.entries(obj(t.related_tasks))) {
    for (const o of objs(others)) if (key('t', o.id)) out.push({ kind, other_key: key('t', o.id) });
  }
  return out;
}

/** One exported task (models.Task plus its `comments`) in the import shape. */
export function readTask(t: Obj, files: FileStore, place: Placement, fallbackKey: string): ImportTask | null {
  const title = text(t, 'title').trim();
  if (!title) return null;
  const k = key('t', t.id) || fallbackKey;
  const task = blankTask(k, title);
  Object.assign(task, {
    description: text(t, 'description'),
    done: flag(t, 'done'),
    done_at: date(t, 'done_at'),
    due_date: date(t, 'due_date'),
    start_date: date(t, 'start_date'),
    end_date: date(t, 'end_date'),
    priority: Math.trunc(num(t, 'priority')),
    percent_done: num(t, 'percent_done'),
    hex_color: text(t, 'hex_color'),
    repeat_after: Math.max(0, Math.trunc(num(t, 'repeat_after'))),
    repeat_mode: [0, 1, 2].includes(num(t, 'repeat_mode')) ? num(t, 'repeat_mode') : 0,
    index: Math.trunc(num(t, 'index')),
    is_favorite: flag(t, 'is_favorite'),
    created: date(t, 'created'),
    updated: date(t, 'updated'),
    cover_attachment_key: key('a', t.cover_image_attachment_id),
  });
  task.labels = objs(t.labels)
    .filter((l) => text(l, 'title'))
    .map((l) => ({ title: text(l, 'title'), description: text(l, 'description'), hex_color: text(l, 'hex_color') }));
  task.reminders = reminders(t);
  task.comments = objs(t.comments)
    .filter((c) => text(c, 'comment'))
    .map((c) => ({ comment: text(c, 'comment'), created: date(c, 'created'), updated: date(c, 'updated') }));
  task.attachments = attachments(t, files);
  task.relations = relations(t);
  task.buckets = place.buckets.get(k) ?? [];
  const bucketKey = key('b', t.bucket_id);
  const bucketView = place.bucketView.get(bucketKey);
  if (!task.buckets.length && bucketView) task.buckets = [{ view_key: bucketView, bucket_key: bucketKey }];
  task.positions = place.positions.get(k) ?? [];
  if (!place.hasPositions && num(t, 'position') > 0)
    task.positions = place.listViews.map((view_key) => ({ view_key, position: num(t, 'position') }));
  return task;
}

/** The project's `task_buckets` and `positions` lists, grouped by task key. */
export function readPlacement(p: Obj, bucketView: Map<string, string>, listViews: string[]): Placement {
  const buckets = new Map<string, { view_key: string; bucket_key: string }[]>();
  for (const tb of objs(p.task_buckets)) {
    const k = key('t', tb.task_id);
    const bucket_key = key('b', tb.bucket_id);
    const view_key = key('v', tb.project_view_id) || bucketView.get(bucket_key) || '';
    if (k && bucket_key && view_key) buckets.set(k, [...(buckets.get(k) ?? []), { view_key, bucket_key }]);
  }
  const positions = new Map<string, { view_key: string; position: number }[]>();
  for (const tp of objs(p.positions)) {
    const k = key('t', tp.task_id);
    const view_key = key('v', tp.project_view_id);
    if (k && view_key) positions.set(k, [...(positions.get(k) ?? []), { view_key, position: num(tp, 'position') }]);
  }
  return { buckets, positions, bucketView, listViews, hasPositions: Array.isArray(p.positions) };
}
