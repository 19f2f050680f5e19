import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listAllTasks } from '@/api/tasks';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { useInfoQuery } from './user';
import { STALE } from './stale';
import { taskKeys, useFilterTimezone } from './tasks';

/** The quick actions' debounce and search limit. */
const DEBOUNCE_MS = 150;
const LIMIT = 100;

/**
 * Tasks whose title or description match, searched on the server after a short pause in typing;
 * `filter` narrows them (the quick actions' label and project prefixes).
 */
export function useTaskSearch(query: string, enabled: boolean, filter: string | null = null) {
  const client = useApi();
  const info = useInfoQuery();
  const [debounced, setDebounced] = useState({ s: query.trim(), filter });
  useEffect(() => {
    const timer = setTimeout(() => setDebounced({ s: query.trim(), filter }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, filter]);
  const route = featuresFor(info.data?.version);
  const filterTimezone = useFilterTimezone();
  return useQuery({
    queryKey: taskKeys.search(debounced.s, debounced.filter, filterTimezone),
    queryFn: () =>
      listAllTasks(client, route, {
        s: debounced.s || undefined,
        filter: debounced.filter ?? undefined,
        perPage: LIMIT,
        sortBy: ['done', 'id'],
        orderBy: ['asc', 'desc'],
        filterTimezone,
      }),
    enabled: enabled && (debounced.s.length > 0 || debounced.filter !== null) && info.isSuccess,
    staleTime: STALE.SECONDS.THIRTY,
  });
}
