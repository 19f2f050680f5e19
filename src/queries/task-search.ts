import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listAllTasks } from '@/api/tasks';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { useInfoQuery } from './user';
import { STALE } from './stale';
import { taskKeys } from './tasks';

/** The spec's quick-actions debounce and search limit. */
const DEBOUNCE_MS = 150;
const LIMIT = 100;

/** Tasks whose title or description match, searched on the server after a short pause in typing. */
export function useTaskSearch(query: string, enabled: boolean) {
  const client = useApi();
  const info = useInfoQuery();
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const path = featuresFor(info.data?.version).allTasksPath;
  return useQuery({
    queryKey: [...taskKeys.root, 'search', debounced] as const,
    queryFn: () => listAllTasks(client, path, { s: debounced, perPage: LIMIT, sortBy: ['done', 'id'], orderBy: ['asc', 'desc'] }),
    enabled: enabled && debounced.length > 0 && info.isSuccess,
    staleTime: STALE.SECONDS.THIRTY,
  });
}
