import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePlatform } from '@/app/context';
import { isPublicRoute } from '@/app/guard';
import { KEYS } from '@/platform/types';

/** Remembers the last visited app route (storage key `lastVisited`) for the next login. */
export function useLastVisited(): void {
  const platform = usePlatform();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isPublicRoute(pathname)) return;
    void platform.storage.set(KEYS.lastVisited, { path: pathname + search });
  }, [platform, pathname, search]);
}
