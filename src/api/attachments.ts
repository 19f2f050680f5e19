import type { ApiClient } from './client';
import { ApiError } from './errors';
import type { TaskAttachment } from './types';

export async function listAttachments(client: ApiClient, taskId: number): Promise<TaskAttachment[]> {
  return (await client.get<TaskAttachment[] | null>(`/tasks/${taskId}/attachments`)).data ?? [];
}

/** The upload's per-file answer; a real server sends `null` (not `[]`) for a list with nothing in it. */
interface UploadAnswer {
  success?: TaskAttachment[] | null;
  errors?: { code?: number; message?: string }[] | null;
}

/**
 * Uploads files in one multipart request (field `files`, as the API names it) and answers the stored
 * attachments; a file the server refused becomes an ApiError (the others are stored all the same).
 */
export async function uploadAttachments(client: ApiClient, taskId: number, files: File[]): Promise<TaskAttachment[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const { data, status } = await client.put<UploadAnswer | null>(`/tasks/${taskId}/attachments`, undefined, {
    form,
    timeoutMs: 120_000,
  });
  const failed = data?.errors ?? [];
  if (failed.length > 0)
    throw new ApiError({
      kind: 'http',
      status,
      code: failed[0]?.code ?? null,
      serverMessage: failed[0]?.message ?? null,
    });
  return data?.success ?? [];
}

/**
 * The file's bytes, typed as an opaque download: an attachment is never rendered on the app's
 * origin (an SVG or HTML file with a script must not run).
 */
export async function downloadAttachment(client: ApiClient, taskId: number, attachmentId: number): Promise<Blob> {
  const { data } = await client.get<Blob>(`/tasks/${taskId}/attachments/${attachmentId}`, {
    blob: true,
    timeoutMs: 120_000,
  });
  return new Blob([data], { type: 'application/octet-stream' });
}

/** The server's preview sizes: sm 100, md 200, lg 400, xl 800 pixels wide. */
export type PreviewSize = 'sm' | 'md' | 'lg' | 'xl';

// Raster formats only: a thumbnail is shown in an <img>, and an SVG is never rendered.
// Image types (jpeg, jpg, png, bmp, gif), under every MIME name servers use for them, plus webp.
const RASTER = new Set([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/bmp',
  'image/x-bmp',
  'image/x-ms-bmp',
  'image/webp',
]);

/** Whether an attachment is an image the app shows a thumbnail for. */
export function hasPreview(mime: string): boolean {
  return RASTER.has(mime.toLowerCase());
}

/**
 * A scaled-down image of an image attachment (`preview_size`), typed by what the server answered;
 * null when that is not a raster image. Size null asks for the original (releases without previews).
 */
export async function attachmentPreview(
  client: ApiClient,
  taskId: number,
  attachmentId: number,
  size: PreviewSize | null = 'sm',
): Promise<Blob | null> {
  const query = size ? { preview_size: size } : {};
  const { data, headers } = await client.get<Blob>(`/tasks/${taskId}/attachments/${attachmentId}`, {
    query,
    blob: true,
    timeoutMs: 60_000,
  });
  const type = (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return RASTER.has(type) ? data.slice(0, data.size, type) : null;
}

export async function deleteAttachment(client: ApiClient, taskId: number, attachmentId: number): Promise<void> {
  await client.del(`/tasks/${taskId}/attachments/${attachmentId}`);
}

/** "20MB" / "512KB" / "1GB" → bytes (the server's maxFileSize notation); 20 MB when unreadable. */
export function parseSize(size: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)\s*([KMGT]?)B?$/i.exec((size ?? '').trim());
  if (!match) return 20 * 1024 * 1024;
  const power = { '': 0, K: 1, M: 2, G: 3, T: 4 }[(match[2] ?? '').toUpperCase() as '' | 'K' | 'M' | 'G' | 'T'];
  return Math.floor(Number(match[1]) * 1024 ** power);
}
