import type { KeyValueStorage, StorageChange } from '@/platform/types';

/**
 * Key-value storage in memory for tests. set() notifies subscribers, as browser.storage.onChanged and the
 * web's storage event do; `emit` plays a change made by another context; `values` shows what was stored.
 */
export function liveStorage(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  const listeners = new Set<(changes: StorageChange[]) => void>();
  const emit = (changes: StorageChange[]) => listeners.forEach((listener) => listener(changes));
  const storage: KeyValueStorage = {
    get: <T>(key: string) => Promise.resolve(values.get(key) as T | undefined),
    async set(key, value) {
      values.set(key, value);
      emit([{ key, newValue: value }]);
    },
    remove: async (key) => void values.delete(key),
    clear: async () => values.clear(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { storage, values, emit };
}
