import type { KeyValueStorage, Platform, StorageChange } from './types';

/** A value as the web storage keeps it (JSON), or undefined when absent. */
export function parseStored(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw; // written by something else as a bare string
  }
}

/** localStorage with change events from this tab (direct) and from other tabs (the storage event). */
export function createWebStorage(store: Storage = window.localStorage): KeyValueStorage {
  const listeners = new Set<(changes: StorageChange[]) => void>();
  const emit = (changes: StorageChange[]) => listeners.forEach((listener) => listener(changes));

  window.addEventListener('storage', (event) => {
    if (event.storageArea !== store) return;
    if (event.key === null) emit([]);
    else emit([{ key: event.key, newValue: parseStored(event.newValue) }]);
  });

  return {
    get: <T>(key: string) => Promise.resolve(parseStored(store.getItem(key)) as T | undefined),
    async set(key, value) {
      store.setItem(key, JSON.stringify(value));
      emit([{ key, newValue: value }]);
    },
    async remove(key) {
      store.removeItem(key);
      emit([{ key, newValue: undefined }]);
    },
    async clear(keep) {
      const keys = Object.keys(store).filter((key) => !keep?.(key));
      keys.forEach((key) => store.removeItem(key));
      emit(keys.map((key) => ({ key, newValue: undefined })));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createWebPlatform(): Platform {
  return {
    kind: 'web',
    storage: createWebStorage(),
    async openTab(url) {
      window.open(url, '_blank', 'noopener');
    },
    requestOrigin: () => Promise.resolve(true),
    hasOrigin: () => Promise.resolve(true),
    async withLock(name, fn) {
      if (!('locks' in navigator)) return fn();
      return navigator.locks.request(name, fn);
    },
  };
}
