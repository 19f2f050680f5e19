import fs from 'node:fs';
import path from 'node:path';
import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { parseFileSize } from '../options.ts';
import { PREVIEW_WIDTHS, previewCachePath, type PreviewSize } from '../preview.ts';
import { nowIso } from '../time.ts';

export interface FileRow {
  id: number;
  name: string;
  mime: string;
  size: number;
  created_by_id: number;
  created: string;
}

/** Stores an uploaded file under `<data>/files/<id>`; 4012 when over the configured size. */
export async function storeFile(app: AppState, file: File, userId: number): Promise<FileRow> {
  if (file.size > parseFileSize(app.opts.maxFileSize))
    throw apiError(
      400,
      CODE.fileTooLarge,
      `The task attachment exceeds the maximum file size of ${app.opts.maxFileSize}.`,
    );
  const bytes = Buffer.from(await file.arrayBuffer());
  const info = app.db
    .prepare('INSERT INTO files (name, mime, size, created_by_id, created) VALUES (?, ?, ?, ?, ?)')
    .run(path.basename(file.name || 'file'), file.type || 'application/octet-stream', bytes.length, userId, nowIso());
  const id = Number(info.lastInsertRowid);
  fs.writeFileSync(path.join(app.filesDir, String(id)), bytes);
  return app.db.prepare('SELECT * FROM files WHERE id = ?').get(id) as FileRow;
}

export function fileRow(app: AppState, id: number): FileRow | undefined {
  return app.db.prepare('SELECT * FROM files WHERE id = ?').get(id) as FileRow | undefined;
}

/**
 * Uploaded bytes are served from the app's own origin, so they must never run there: opened directly,
 * an SVG or HTML file gets no scripts, no plugins and a unique origin.
 */
const INERT = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** The stored bytes of a file as a download response. */
export function fileResponse(app: AppState, f: FileRow, inline = true): Response {
  const p = path.join(app.filesDir, String(f.id));
  if (!fs.existsSync(p)) return Response.json({ message: 'Not Found' }, { status: 404 });
  const safeName = f.name.replace(/["\\\r\n]/g, '_');
  return new Response(fs.readFileSync(p), {
    headers: {
      'content-type': f.mime || 'application/octet-stream',
      'content-length': String(f.size),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${safeName}"`,
      ...INERT,
    },
  });
}

/** Removes a file, its stored bytes and any cached previews of it. */
export function deleteFile(app: AppState, id: number): void {
  app.db.prepare('DELETE FROM files WHERE id = ?').run(id);
  fs.rmSync(path.join(app.filesDir, String(id)), { force: true });
  for (const size of Object.keys(PREVIEW_WIDTHS) as PreviewSize[])
    fs.rmSync(previewCachePath(app, id, size), { force: true });
}

/** Bytes made on the fly (a preview) as an inline download named after the file. */
export function bytesResponse(bytes: Buffer, mime: string, name: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': mime,
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename="${name.replace(/["\\\r\n]/g, '_')}"`,
      ...INERT,
    },
  });
}

/** Reads the named multipart field(s) as files. */
export async function formFiles(
  req: { parseBody: (o: { all: true }) => Promise<Record<string, unknown>> },
  field: string,
): Promise<File[]> {
  let body: Record<string, unknown>;
  try {
    body = await req.parseBody({ all: true });
  } catch {
    // A multipart body without a boundary or cut short cannot be read: the client sent bad input.
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. The upload is not a readable multipart form.');
  }
  const v = body[field];
  const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return list.filter((x): x is File => x instanceof File);
}
