import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Where the query cache is kept between visits: one entry per account and server, in IndexedDB. */
export interface QueryCacheStore {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Forgets every account's entry (sign-out). */
  wipe(): Promise<void>;
}

let database: UseStore | undefined;
// Opened on first use, so a page that never reads the cache never creates the database.
const db = (): UseStore => (database ??= createStore('vikunja-query-cache', 'clients'));

/** The cache entries in this origin's IndexedDB (the web app's, or the extension's own origin). */
export const indexedDbCacheStore: QueryCacheStore = {
  read: (key) => get<unknown>(key, db()),
  write: (key, value) => set(key, value, db()),
  remove: (key) => del(key, db()),
  wipe: () => clear(db()),
};

/** An entry's read, started before the code that uses it had arrived. */
export interface EarlyRead {
  key: string;
  value: Promise<unknown>;
}

/** Where the page's first script leaves the read it started, for boot to take over. */
const EARLY = '__vikunjaEarlyCacheRead';

type EarlyWindow = Window & { [EARLY]?: EarlyRead };

/**
 * Before the app's code (the web build's first-paint script): starts reading the signed-in account's entry and
 * leaves the read in the page for boot. Without IndexedDB (missing, refused) nothing is started.
 */
export function startEarlyRead(
  win: Window,
  key: string,
  // Only idb-keyval's `get`: the page's first script carries no more of it.
  store: Pick<QueryCacheStore, 'read'> = { read: (k) => get<unknown>(k, db()) },
): void {
  try {
    (win as EarlyWindow)[EARLY] = readEarly(store, key);
  } catch {
    // Boot reads (or does without) the cache itself.
  }
}

/** The read the page's first script started, when it is of this key; taken once, never for another key. */
export function takeEarlyRead(win: Window, key: string): EarlyRead | undefined {
  const early = (win as EarlyWindow)[EARLY];
  delete (win as EarlyWindow)[EARLY];
  return early?.key === key && early.value instanceof Promise ? early : undefined;
}

/** Starts reading an entry now; a failed read is the consumer's to handle (it is never left unhandled). */
export function readEarly(store: Pick<QueryCacheStore, 'read'>, key: string): EarlyRead {
  const value = store.read(key);
  void value.catch(() => undefined);
  return { key, value };
}

/** The store, whose first read of the early entry's key answers with that read instead of reading again. */
export function withEarlyRead(store: QueryCacheStore, early: EarlyRead | undefined): QueryCacheStore {
  let pending = early;
  return {
    ...store,
    read(key) {
      if (pending?.key !== key) return store.read(key);
      const { value } = pending;
      pending = undefined;
      return value;
    },
  };
}
