import type { ApiClient } from './client';
import type { TaskAttachment } from './types';

export async function listAttachments(client: ApiClient, taskId: number): Promise<TaskAttachment[]> {
  return (await client.get<TaskAttachment[] | null>(`/tasks/${taskId}/attachments`)).data ?? [];
}

/** Uploads files in one multipart request (field `files`, as the API names it). */
export async function uploadAttachments(client: ApiClient, taskId: number, files: File[]): Promise<void> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  await client.put(`/tasks/${taskId}/attachments`, undefined, { form, timeoutMs: 120_000 });
}

/**
 * The file's bytes, typed as an opaque download: an attachment is never rendered on the app's
 * origin (an SVG or HTML file with a script must not run; RELIABILITY 16).
 */
export async function downloadAttachment(client: ApiClient, taskId: number, attachmentId: number): Promise<Blob> {
  const { data } = await client.get<Blob>(`/tasks/${taskId}/attachments/${attachmentId}`, { blob: true, timeoutMs: 120_000 });
  return new Blob([data], { type: 'application/octet-stream' });
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
