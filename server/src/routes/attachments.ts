import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { attachmentsPage } from '../models/lists.ts';
import type { AttachmentRow } from '../models/rows.ts';
import { requireAuth } from '../auth/middleware.ts';
import { emitEvent } from '../events.ts';
import {
  attachmentJson,
  attachmentOfTask,
  attachmentsJson,
  createAttachment,
  deleteAttachment,
} from '../models/attachment.ts';
import { bytesResponse, fileResponse, fileRow, formFiles, storeFile } from '../models/files.ts';
import { attachmentPreview, isPreviewSize } from '../preview.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, type TaskRow } from '../models/task.ts';

function task(c: Ctx, needed: number): TaskRow {
  const app = c.get('app');
  if (!app.opts.attachments) throw errors.notFound();
  const t = getTask(app, idParam(c, 'id'));
  requireProjectPermission(app, requireAuth(c), t.project_id, needed);
  return t;
}

const attachment = (c: Ctx, t: TaskRow): AttachmentRow =>
  attachmentOfTask(c.get('app'), idParam(c, 'attachmentID'), t.id);

export function registerAttachments(api: Hono<Env>): void {
  api.get('/tasks/:id{[0-9]+}/attachments', (c) => {
    const app = c.get('app');
    const t = task(c, 0);
    const page = listPage(c);
    const rows = attachmentsPage(app, t.id, page);
    return sendPage(c, page, { rows: attachmentsJson(app, rows.rows), total: rows.total }, (json) => json);
  });
  // Vikunja answers uploads with per-file results: {"errors": [...], "success": [attachments]}, and
  // "errors": null (Go's nil list) when no file failed.
  api.put('/tasks/:id{[0-9]+}/attachments', async (c) => {
    const app = c.get('app');
    const auth = requireAuth(c);
    const t = task(c, 1);
    const files = await formFiles(c.req, 'files');
    if (!files.length) throw apiError(400, CODE.invalidModel, 'No files provided (multipart field "files").');
    const success: Record<string, unknown>[] = [];
    const failures: Record<string, unknown>[] = [];
    for (const file of files) {
      try {
        const f = await storeFile(app, file, auth.userId);
        const json = attachmentJson(app, createAttachment(app, t.id, f.id, auth.userId));
        success.push(json);
        emitEvent(
          app,
          'task.attachment.created',
          { task: { id: t.id }, attachment: json },
          { projectId: t.project_id, doerId: auth.userId },
        );
      } catch (err) {
        const failure =
          err instanceof Error && 'body' in err && typeof err.body === 'function'
            ? (err.body as () => Record<string, unknown>)()
            : { message: String(err) };
        // 2.x's web.HTTPError adds translation parameters; none are kept here, so the map is Go's nil.
        failures.push(app.opts.compat === '2' ? { i18n_params: null, ...failure } : failure);
      }
    }
    return c.json({ errors: failures.length ? failures : null, success });
  });
  api.get('/tasks/:id{[0-9]+}/attachments/:attachmentID{[0-9]+}', async (c) => {
    const app = c.get('app');
    const a = attachment(c, task(c, 0));
    const f = fileRow(app, a.file_id);
    if (!f) throw apiError(404, CODE.attachmentNotFound, 'This task attachment does not exist.');
    // A known preview_size on an image answers a PNG preview; anything else gets the original file.
    // 0.24 has no previews: it ignores preview_size and always sends the original.
    const size = app.opts.compat === '0.24' ? undefined : c.req.query('preview_size');
    const preview = isPreviewSize(size) ? await attachmentPreview(app, f, size) : null;
    if (preview) return bytesResponse(preview, 'image/png', `${f.name.replace(/\.[^.]*$/, '')}.png`);
    return fileResponse(app, f);
  });
  api.delete('/tasks/:id{[0-9]+}/attachments/:attachmentID{[0-9]+}', (c) => {
    const app = c.get('app');
    const t = task(c, 1);
    const a = attachment(c, t);
    const json = attachmentJson(app, a);
    deleteAttachment(app, a);
    emitEvent(
      app,
      'task.attachment.deleted',
      { task: { id: t.id }, attachment: json },
      { projectId: t.project_id, doerId: requireAuth(c).userId },
    );
    return c.json({ message: 'Successfully deleted.' });
  });
}
