import type { ApiClient } from './client';

/** The image types a background may have (jpg, png, gif, webp). */
export const BACKGROUND_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Why a chosen file cannot be a background, or null when it can. */
export function backgroundFileProblem(file: { type: string; size: number }, maxBytes: number): 'type' | 'size' | null {
  if (!(BACKGROUND_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** Uploads an image as the project's background (multipart field `background`). */
export async function uploadBackground(client: ApiClient, projectId: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('background', file, file.name);
  await client.put(`/projects/${projectId}/backgrounds/upload`, undefined, { form, timeoutMs: 120_000 });
}

/** The background image's bytes, kept only as an image type so it can never run as a document. */
export async function getBackground(client: ApiClient, projectId: number): Promise<Blob> {
  const { data } = await client.get<Blob>(`/projects/${projectId}/background`, { blob: true, timeoutMs: 60_000 });
  const type = (BACKGROUND_TYPES as readonly string[]).includes(data.type) ? data.type : 'image/png';
  return new Blob([data], { type });
}

export async function removeBackground(client: ApiClient, projectId: number): Promise<void> {
  await client.del(`/projects/${projectId}/background`);
}
