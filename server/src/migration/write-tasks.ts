import crypto from 'node:crypto';
import { INVERSE } from '../models/relation.ts';
import { normaliseHex } from '../models/project.ts';
import { setTaskBucket, syncTaskBuckets } from '../models/task-buckets.ts';
import { nowIso } from '../time.ts';
import type { ImportLabel, ImportReminder, ImportTask } from './model.ts';
import { storeImportFile, type WriteState } from './write-projects.ts';

/** The importing user's label with this title, else a new one (cached per import). */
function labelId(s: WriteState, cache: Map<string, number>, l: ImportLabel): number {
  const known = cache.get(l.title);
  if (known) return known;
  const { db } = s.app;
  const row = db
    .prepare('SELECT id FROM labels WHERE created_by_id = ? AND title = ? ORDER BY id LIMIT 1')
    .get(s.userId, l.title) as { id: number } | undefined;
  const now = nowIso();
  const id =
    row?.id ??
    Number(
      db
        .prepare(
          'INSERT INTO labels (title, description, hex_color, created_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(l.title, l.description, normaliseHex(l.hex_color), s.userId, now, now).lastInsertRowid,
    );
  cache.set(l.title, id);
  return id;
}

function reminderDate(t: ImportTask, r: ImportReminder): string | null {
  if (!r.relative_to) return r.reminder;
  const base = t[r.relative_to];
  return base ? nowIso(new Date(new Date(base).getTime() + r.relative_period * 1000)) : null;
}

function freeIndex(s: WriteState, projectId: number, wanted: number): number {
  const { db } = s.app;
  if (wanted > 0 && !db.prepare('SELECT 1 FROM tasks WHERE project_id = ? AND "index" = ?').get(projectId, wanted))
    return wanted;
  return (
    ((db.prepare('SELECT MAX("index") AS m FROM tasks WHERE project_id = ?').get(projectId) as { m: number | null })
      .m ?? 0) + 1
  );
}

/** Creates one task with its labels, reminders, comments, attachments, positions and buckets. */
export function writeTask(s: WriteState, labels: Map<string, number>, projectId: number, t: ImportTask): void {
  const { db } = s.app;
  const now = nowIso();
  const info = db
    .prepare(
      `INSERT INTO tasks (title, description, done, done_at, due_date, start_date, end_date, priority, percent_done, hex_color,
        repeat_after, repeat_mode, project_id, "index", uid, created_by_id, created, updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      t.title,
      t.description,
      t.done ? 1 : 0,
      t.done ? (t.done_at ?? now) : null,
      t.due_date,
      t.start_date,
      t.end_date,
      t.priority,
      t.percent_done,
      normaliseHex(t.hex_color),
      t.repeat_after,
      t.repeat_mode,
      projectId,
      freeIndex(s, projectId, t.index),
      crypto.randomUUID(),
      s.userId,
      t.created ?? now,
      t.updated ?? t.created ?? now,
    );
  const id = Number(info.lastInsertRowid);
  s.tasks.set(t.key, { id, project_id: projectId });
  for (const l of t.labels) {
    db.prepare('INSERT INTO label_tasks (task_id, label_id, created) VALUES (?, ?, ?)').run(
      id,
      labelId(s, labels, l),
      now,
    );
  }
  for (const r of t.reminders) {
    const at = reminderDate(t, r);
    // Reminders already past were delivered by the old server; they must not fire again here.
    if (at)
      db.prepare(
        'INSERT INTO task_reminders (task_id, reminder, relative_period, relative_to, created, notified) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(id, at, r.relative_period, r.relative_to, now, at <= now ? 1 : 0);
  }
  for (const c of t.comments) {
    db.prepare('INSERT INTO task_comments (comment, author_id, task_id, created, updated) VALUES (?, ?, ?, ?, ?)').run(
      c.comment,
      s.userId,
      id,
      c.created ?? now,
      c.updated ?? c.created ?? now,
    );
  }
  for (const a of t.attachments) {
    const fileId = storeImportFile(s, a.file);
    const att = Number(
      db
        .prepare('INSERT INTO task_attachments (task_id, file_id, created_by_id, created) VALUES (?, ?, ?, ?)')
        .run(id, fileId, s.userId, a.file.created ?? now).lastInsertRowid,
    );
    if (a.key === t.cover_attachment_key)
      db.prepare('UPDATE tasks SET cover_image_attachment_id = ? WHERE id = ?').run(att, id);
  }
  if (t.is_favorite) db.prepare('INSERT INTO favorites (entity_id, user_id, kind) VALUES (?, ?, 1)').run(id, s.userId);
  for (const p of t.positions) {
    const view = s.views.get(p.view_key);
    if (view)
      db.prepare('INSERT OR REPLACE INTO task_positions (task_id, project_view_id, position) VALUES (?, ?, ?)').run(
        id,
        view,
        p.position,
      );
  }
  for (const b of t.buckets) {
    const view = s.views.get(b.view_key);
    const bucket = s.buckets.get(b.bucket_key);
    if (view && bucket?.view_id === view) setTaskBucket(s.app, id, view, bucket.id);
  }
  // Tasks without a placement land in the default bucket, done ones in the done bucket.
  syncTaskBuckets(s.app, id, projectId, t.done);
}

/** Relations between imported tasks, stored from both sides as the relations route does. */
export function writeRelations(s: WriteState, tasks: ImportTask[]): void {
  const seen = new Set<string>();
  const insert = s.app.db.prepare(
    'INSERT INTO task_relations (task_id, other_task_id, relation_kind, created_by_id, created) VALUES (?, ?, ?, ?, ?)',
  );
  const now = nowIso();
  for (const t of tasks) {
    const from = s.tasks.get(t.key)?.id;
    for (const r of t.relations) {
      const to = s.tasks.get(r.other_key)?.id;
      const inverse = INVERSE[r.kind];
      if (!from || !to || from === to || !inverse) continue;
      for (const [a, b, kind] of [
        [from, to, r.kind],
        [to, from, inverse],
      ] as const) {
        const k = `${a}:${b}:${kind}`;
        if (seen.has(k)) continue;
        seen.add(k);
        insert.run(a, b, kind, s.userId, now);
      }
    }
  }
}
