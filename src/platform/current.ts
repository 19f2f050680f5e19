import type { Platform } from './types';

let current: Platform | null = null;

/** Chosen once by each entrypoint (web main, extension page, popup, background). */
export function setPlatform(platform: Platform): void {
  current = platform;
}

export function platform(): Platform {
  if (!current) throw new Error('platform not set: the entrypoint must call setPlatform() first');
  return current;
}
