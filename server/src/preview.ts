import fs from 'node:fs';
import path from 'node:path';
import type { AppState } from './context.ts';
import type { FileRow } from './models/files.ts';
import { readImageHeader } from './preview-header.ts';

/** `preview_size` values and the width each is scaled to fit, as the swagger documents them. */
export const PREVIEW_WIDTHS = { sm: 100, md: 200, lg: 400, xl: 800 } as const;
export type PreviewSize = keyof typeof PREVIEW_WIDTHS;

/** Images whose header declares more pixels than this are never decoded (a small file could ask for gigabytes). */
export const MAX_PREVIEW_PIXELS = 50_000_000;

export function isPreviewSize(v: string | undefined): v is PreviewSize {
  return v !== undefined && Object.hasOwn(PREVIEW_WIDTHS, v);
}

/** Where a file's preview of one size is cached: next to the stored file. */
export function previewCachePath(app: AppState, fileId: number, size: PreviewSize): string {
  return path.join(app.filesDir, `${fileId}.preview-${size}.png`);
}

async function render(bytes: Buffer, width: number): Promise<Buffer | null> {
  const header = readImageHeader(bytes);
  if (!header || header.pixels > MAX_PREVIEW_PIXELS) return null;
  // Loaded on first use: the image library is large and most requests never need it.
  const { Jimp } = await import('jimp');
  const image = await Jimp.fromBuffer(bytes, {
    'image/jpeg': { maxResolutionInMP: MAX_PREVIEW_PIXELS / 1e6, maxMemoryUsageInMB: 512 },
  });
  const { width: w, height: h } = image.bitmap;
  // Never upscale: small images keep their size and are only converted to PNG.
  if (w > width) image.resize({ w: width, h: Math.max(1, Math.round((h * width) / w)) });
  return image.getBuffer('image/png');
}

const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * A PNG preview of an image attachment scaled to fit the size's width (aspect ratio kept), made once
 * and cached on disk. Null when the file is not a PNG, JPEG or GIF, cannot be decoded, or declares
 * more than MAX_PREVIEW_PIXELS: the caller then answers the original file, as Vikunja does for
 * non-images.
 */
export async function attachmentPreview(app: AppState, file: FileRow, size: PreviewSize): Promise<Buffer | null> {
  const cached = previewCachePath(app, file.id, size);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const running = inFlight.get(cached);
  if (running) return running;
  // Started on the next tick, so the entry is in the map before the job can finish and remove it.
  const job = Promise.resolve().then(async () => {
    try {
      const source = path.join(app.filesDir, String(file.id));
      if (!fs.existsSync(source)) return null;
      const png = await render(fs.readFileSync(source), PREVIEW_WIDTHS[size]);
      if (!png) return null;
      const tmp = `${cached}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, png);
      fs.renameSync(tmp, cached);
      return png;
    } catch (err) {
      console.warn(`preview of file ${file.id} failed: ${String(err)}`);
      return null;
    } finally {
      inFlight.delete(cached);
    }
  });
  inFlight.set(cached, job);
  return job;
}
