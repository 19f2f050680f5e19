import { safeRedirect } from '@/lib/safe-redirect';
import { KEYS, type Platform } from '@/platform/types';

export interface LastVisited {
  path: string;
}

/** Where a fresh login goes: the remembered intended route, else the last visited one, else home. */
export async function afterLoginTarget(platform: Platform, redirectParam: string | null): Promise<string> {
  if (redirectParam !== null) return safeRedirect(redirectParam);
  const last = await platform.storage.get<LastVisited>(KEYS.lastVisited);
  if (last && typeof last.path === 'string') {
    await platform.storage.remove(KEYS.lastVisited);
    return safeRedirect(last.path);
  }
  return '/';
}

/** The base the app's own routes hang off, for URLs handed to other sites (OpenID redirect). */
export function appBaseUrl(platform: Platform): string {
  const { origin, pathname } = window.location;
  return platform.kind === 'extension' ? `${origin}${pathname}#` : origin;
}
