import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

interface Tracked {
  version: number;
  t: TFunction;
  listeners: Set<() => void>;
}

const tracked = new WeakMap<I18n, Tracked>();
const untranslated: Tracked = {
  version: 0,
  t: ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction,
  listeners: new Set(),
};

/** One listener an instance: a new language or new resources (a section, the rest of English) bump the version. */
function track(instance: I18n): Tracked {
  let entry = tracked.get(instance);
  if (entry) return entry;
  const created: Tracked = { version: 0, t: instance.t.bind(instance), listeners: new Set() };
  const bump = () => {
    created.version++;
    created.t = instance.t.bind(instance);
    created.listeners.forEach((listener) => listener());
  };
  instance.on('languageChanged', bump);
  instance.store?.on('added', bump);
  tracked.set(instance, created);
  entry = created;
  return entry;
}

/**
 * `useTranslation()` for components drawn many times a screen (list rows, table cells, kanban cards): the
 * same instance and the same re-render on a new language or new resources, without react-i18next's copy of
 * the i18n instance for every component that mounts (in a CPU profile of the list view, that copy cost more
 * than drawing the rows). Never suspends: the app loads a screen's translations before drawing it.
 */
export function useRowTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n ?? (getI18n() as I18n | undefined);
  // No instance at all (a component drawn alone): the keys, as react-i18next shows them then.
  const entry = i18n ? track(i18n) : untranslated;
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => void entry.listeners.delete(listener);
    },
    [entry],
  );
  useSyncExternalStore(
    subscribe,
    () => entry.version,
    () => entry.version,
  );
  return { t: entry.t, i18n: i18n ?? ({ language: 'en' } as I18n) };
}
