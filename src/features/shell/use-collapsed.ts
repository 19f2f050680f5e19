import { useCallback, useEffect, useState } from 'react';
import { usePlatform } from '@/app/context';
import { AUTH_KEYS } from '@/stores/session';

const sameIds = (shown: ReadonlySet<number>, ids: number[]): boolean =>
  shown.size === new Set(ids).size && ids.every((id) => shown.has(id));

/** The ids of collapsed sidebar projects, remembered in storage. */
export function useCollapsedProjects(): [ReadonlySet<number>, (id: number) => void] {
  const platform = usePlatform();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    // The same ids as shown (none, mostly) keep the set: the tree is not drawn again for them.
    void platform.storage
      .get<number[]>(AUTH_KEYS.collapsedProjects)
      .then((ids = []) => setCollapsed((shown) => (sameIds(shown, ids) ? shown : new Set(ids))));
  }, [platform]);

  const toggle = useCallback(
    (id: number) => {
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        void platform.storage.set(AUTH_KEYS.collapsedProjects, [...next]);
        return next;
      });
    },
    [platform],
  );
  return [collapsed, toggle];
}
