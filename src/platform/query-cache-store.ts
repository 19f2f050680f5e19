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

/** Starts reading an entry now; a failed read is the consumer's to handle (it is never left unhandled). */
export function readEarly(store: QueryCacheStore, key: string): EarlyRead {
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
