import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAllTasks, type TaskQuery } from '@/api/tasks';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { STALE } from './stale';
import { taskKeys } from './tasks';
import { useInfoQuery } from './user';

/** Under the tasks root, so any task change invalidates these lists too. */
export const upcomingKeys = {
  root: [...taskKeys.root, 'across-projects'] as const,
  list: (q: TaskQuery) => [...upcomingKeys.root, q] as const,
};

/** Tasks across all projects through the release's all-tasks endpoint. */
export function useTasksAcrossProjectsQuery(q: TaskQuery) {
  const client = useApi();
  const info = useInfoQuery();
  const route = featuresFor(info.data?.version);
  return useQuery({
    queryKey: upcomingKeys.list(q),
    queryFn: () => listAllTasks(client, route, q),
    enabled: info.isSuccess,
    staleTime: STALE.SECONDS.THIRTY,
    placeholderData: keepPreviousData,
  });
}
