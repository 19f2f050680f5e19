import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import type { QueryCacheStore } from '@/platform/query-cache-store';
import { useSession } from '@/stores/session';
import { persistedOwner } from './owner-key';
import { MAX_AGE_MS } from './kept-age';
import { boundState, cacheBuster, shouldPersistQuery } from './persist-filter';

/** Changes are written together, at most this often. */
export const SAVE_DELAY_MS = 400;

export interface QueryCacheOptions {
  queryClient: QueryClient;
  store: QueryCacheStore;
  appVersion: string;
  session?: typeof useSession;
  saveDelayMs?: number;
}

export interface QueryCache {
  /** Settles once the account's kept answers are in the query client (or there were none to use). */
  restored: Promise<void>;
  /** Writes what is waiting now (the page is being left). */
  flush(): Promise<void>;
  stop(): void;
}

const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false };

/** One account's entry in the store, bounded in size as it is written. */
function persisterFor(store: QueryCacheStore, key: string): Persister {
  return {
    persistClient: (client) => store.write(key, { ...client, clientState: boundState(client.clientState) }),
    restoreClient: async () => (await store.read(key)) as PersistedClient | undefined,
    removeClient: () => store.remove(key),
  };
}

/**
 * Keeps the query cache of the signed-in account between visits: restores the account's last answers now,
 * then writes changes back. The entry belongs to the server and account of the session (never a link share);
 * when the session ends or changes hands, writing stops at once, so nothing is written under the wrong account.
 */
export function startQueryCache({
  queryClient,
  store,
  appVersion,
  session = useSession,
  saveDelayMs = SAVE_DELAY_MS,
}: QueryCacheOptions): QueryCache {
  const buster = cacheBuster(appVersion);
  let owner = persistedOwner(session.getState());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  async function flush(): Promise<void> {
    cancel();
    if (owner === null || stopped) return;
    const persister = persisterFor(store, owner);
    await persistQueryClientSave({ queryClient, persister, buster, dehydrateOptions }).catch(() => undefined);
  }
  const schedule = () => {
    if (owner !== null && timer === undefined) timer = setTimeout(() => void flush(), saveDelayMs);
  };

  const unsubscribeSession = session.subscribe((state) => {
    const next = persistedOwner(state);
    if (next === owner) return;
    cancel(); // what waited belongs to the previous session
    owner = next;
  });
  const start = owner;
  const startedAt = Date.now();
  const restored =
    start === null
      ? Promise.resolve()
      : persistQueryClientRestore({ queryClient, persister: persisterFor(store, start), buster, maxAge: MAX_AGE_MS })
          // Kept answers are shown, never trusted: however young, each is fetched again when first used.
          .then(() =>
            queryClient.invalidateQueries({
              // At or before the start: written by an earlier page (in the same millisecond, too).
              predicate: (q) => q.state.dataUpdatedAt <= startedAt,
              refetchType: 'none',
            }),
          )
          .catch(() => undefined);
  let unsubscribeCache = () => {};
  // Writing starts after the restore, so an empty cache never overwrites the kept one before it was read.
  void restored.then(() => {
    if (stopped) return;
    unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
    });
  });

  return {
    restored,
    flush,
    stop() {
      stopped = true;
      cancel();
      unsubscribeSession();
      unsubscribeCache();
    },
  };
}
