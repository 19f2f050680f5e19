import type { QueryClient } from '@tanstack/react-query';
import { indexedDbCacheStore, withEarlyRead, type EarlyRead } from '@/platform/query-cache-store';
import { startQueryCache, type QueryCache } from '@/queries/persist';

/** The app's own version, baked in at build time: part of the cache's buster. */
const APP_VERSION = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? '0.1.0';

/**
 * The page's kept query cache (its own chunk, loaded beside the first one): restored at boot, written as
 * answers arrive and once more when the page is left or hidden. `early`: the account's entry, whose read boot
 * started while this code was on its way.
 */
export function startPageQueryCache(queryClient: QueryClient, early?: EarlyRead): QueryCache {
  const store = withEarlyRead(indexedDbCacheStore, early);
  const cache = startQueryCache({ queryClient, store, appVersion: APP_VERSION });
  window.addEventListener('pagehide', () => void cache.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void cache.flush();
  });
  return cache;
}
