import fs from 'node:fs';
import path from 'node:path';
import type { AppState } from '../context.ts';
import { userJsonById } from '../models/user.ts';

type Json = Record<string, unknown>;

/**
 * What a Vikunja export holds beyond the API's project and task JSON, in the same layout: per
 * project its `buckets`, `task_buckets`, `positions` and `background_file_id`; per task its
 * `comments`; and the bytes of attachments and backgrounds as `files/<file id>` entries.
 */
export function withExportExtras(
  app: AppState,
  projects: Json[],
): { projects: Json[]; files: { name: string; data: Buffer }[] } {
  const { db } = app;
  const fileIds = new Set<number>();
  const out = projects.map((p) => {
    const viewIds = (db.prepare('SELECT id FROM project_views WHERE project_id = ?').all(p.id) as { id: number }[]).map(
      (v) => v.id,
    );
    const inViews = `project_view_id IN (${viewIds.map(() => '?').join(',') || 'NULL'})`;
    const background =
      (db.prepare('SELECT background_file_id AS id FROM projects WHERE id = ?').get(p.id) as { id: number } | undefined)
        ?.id ?? 0;
    if (background) fileIds.add(background);
    const tasks = (Array.isArray(p.tasks) ? (p.tasks as Json[]) : []).map((t) => {
      for (const a of (Array.isArray(t.attachments) ? t.attachments : []) as { file?: { id?: number } }[])
        if (a.file?.id) fileIds.add(a.file.id);
      const comments = db
        .prepare('SELECT id, comment, author_id, created, updated FROM task_comments WHERE task_id = ? ORDER BY id')
        .all(t.id) as { id: number; comment: string; author_id: number; created: string; updated: string }[];
      return {
        ...t,
        comments: comments.map((c) => ({
          id: c.id,
          comment: c.comment,
          author: userJsonById(app, c.author_id),
          created: c.created,
          updated: c.updated,
        })),
      };
    });
    return {
      ...p,
      background_file_id: background,
      buckets: db
        .prepare(
          `SELECT id, title, project_view_id, "limit", position, created, updated FROM buckets WHERE ${inViews} ORDER BY position, id`,
        )
        .all(...viewIds),
      task_buckets: db
        .prepare(`SELECT task_id, bucket_id, project_view_id FROM task_buckets WHERE ${inViews} ORDER BY task_id`)
        .all(...viewIds),
      positions: db
        .prepare(`SELECT task_id, project_view_id, position FROM task_positions WHERE ${inViews} ORDER BY task_id`)
        .all(...viewIds),
      tasks,
    };
  });
  const files = [...fileIds].flatMap((id) => {
    const file = path.join(app.filesDir, String(id));
    return fs.existsSync(file) ? [{ name: `files/${id}`, data: fs.readFileSync(file) }] : [];
  });
  return { projects: out, files };
}
