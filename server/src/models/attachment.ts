import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { nowIso } from '../time.ts';
import { deleteFile, fileRow, type FileRow } from './files.ts';
import { IN_JSON } from './paging.ts';
import type { AttachmentRow } from './rows.ts';
import { atomically } from './transaction.ts';
import { userJsonById, usersJsonByIds } from './user.ts';

function attachmentJsonWith(
  a: AttachmentRow,
  f: FileRow | undefined,
  createdBy: Record<string, unknown> | null,
): Record<string, unknown> {
  return {
    id: a.id,
    task_id: a.task_id,
    created_by: createdBy,
    file: f ? { id: f.id, name: f.name, mime: f.mime, size: f.size, created: f.created } : null,
    created: a.created,
  };
}

/** models.TaskAttachment with its file. */
export const attachmentJson = (app: AppState, a: AttachmentRow): Record<string, unknown> =>
  attachmentJsonWith(a, fileRow(app, a.file_id), userJsonById(app, a.created_by_id));

/** models.TaskAttachment of each attachment, their files read in one statement and their creators in one lookup. */
export function attachmentsJson(app: AppState, rows: AttachmentRow[]): Record<string, unknown>[] {
  const files = new Map(
    (
      app.db
        .prepare(`SELECT * FROM files WHERE id ${IN_JSON}`)
        .all(JSON.stringify(rows.map((a) => a.file_id))) as FileRow[]
    ).map((f) => [f.id, f]),
  );
  const creator = usersJsonByIds(
    app,
    rows.map((a) => a.created_by_id),
  );
  return rows.map((a) => attachmentJsonWith(a, files.get(a.file_id), creator(a.created_by_id)));
}

/** An attachment of the task: 404/4011 when there is none, 400/4020 when it is another task's. */
export function attachmentOfTask(app: AppState, id: number, taskId: number): AttachmentRow {
  const a = app.db.prepare('SELECT * FROM task_attachments WHERE id = ?').get(id) as AttachmentRow | undefined;
  if (!a) throw apiError(404, CODE.attachmentNotFound, 'This task attachment does not exist.');
  if (a.task_id !== taskId)
    throw apiError(400, CODE.attachmentOfOtherTask, 'The attachment does not belong to that task.');
  return a;
}

export function createAttachment(app: AppState, taskId: number, fileId: number, userId: number): AttachmentRow {
  const info = app.db
    .prepare('INSERT INTO task_attachments (task_id, file_id, created_by_id, created) VALUES (?, ?, ?, ?)')
    .run(taskId, fileId, userId, nowIso());
  return app.db
    .prepare('SELECT * FROM task_attachments WHERE id = ?')
    .get(Number(info.lastInsertRowid)) as AttachmentRow;
}

/** Deletes an attachment and its file; a task using it as cover image loses the cover. */
export function deleteAttachment(app: AppState, a: AttachmentRow): void {
  atomically(app, () => {
    app.db.prepare('DELETE FROM task_attachments WHERE id = ?').run(a.id);
    app.db.prepare('UPDATE tasks SET cover_image_attachment_id = 0 WHERE cover_image_attachment_id = ?').run(a.id);
    deleteFile(app, a.file_id);
  });
}
