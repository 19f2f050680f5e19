import { browser } from 'wxt/browser';
import { ApiError } from '@/api/errors';
import { originPattern, originPatterns } from './origin-pattern';
import type { KeyValueStorage, Platform, StorageChange } from './types';

/** browser.storage.local: the same values in the popup, the app page and the background worker. */
export function createExtensionStorage(): KeyValueStorage {
  const area = browser.storage.local;
  return {
    async get<T>(key: string) {
      const result = await area.get(key);
      return result[key] as T | undefined;
    },
    set: (key, value) => area.set({ [key]: value }),
    remove: (key) => area.remove(key),
    async clear(keep) {
      if (!keep) return area.clear();
      const all = await area.get(null);
      const drop = Object.keys(all).filter((key) => !keep(key));
      if (drop.length > 0) await area.remove(drop);
    },
    subscribe(listener) {
      const handler = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
        if (areaName !== 'local') return;
        const list: StorageChange[] = Object.entries(changes).map(([key, change]) => ({
          key,
          newValue: change.newValue,
        }));
        listener(list);
      };
      browser.storage.onChanged.addListener(handler);
      return () => browser.storage.onChanged.removeListener(handler);
    },
  };
}

export function createExtensionPlatform(): Platform {
  return {
    kind: 'extension',
    storage: createExtensionStorage(),
    async openTab(url) {
      await browser.tabs.create({ url });
    },
    requestOrigin: (origin) => browser.permissions.request({ origins: originPatterns(origin) }),
    hasOrigin: (origin) => browser.permissions.contains({ origins: [originPattern(origin)] }),
    async withLock(name, fn) {
      if (typeof navigator !== 'undefined' && 'locks' in navigator) return navigator.locks.request(name, fn);
      return fn();
    },
    // The background worker owns the session: pages ask it instead of refreshing themselves.
    // null: refused (sign in again); throws: the server could not be reached (keep the session).
    async renewSession(staleToken) {
      const reply = (await browser.runtime.sendMessage({ type: 'renew-session', staleToken })) as
        { token?: unknown; unreachable?: unknown } | undefined;
      if (reply?.unreachable === true) throw new ApiError({ kind: 'network' });
      return typeof reply?.token === 'string' ? reply.token : null;
    },
  };
}
