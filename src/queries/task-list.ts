import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { useApi } from '@/app/context';
import { STALE } from './stale';

/**
 * A list that belongs to one task (its comments, its attachments) under the owning resource's key: read with
 * the session's client while `enabled`, fresh for 30 s.
 */
export function useTaskListQuery<T>(
  queryKey: QueryKey,
  fetchList: (client: ApiClient) => Promise<T>,
  enabled: boolean,
) {
  const client = useApi();
  return useQuery({ queryKey, queryFn: () => fetchList(client), enabled, staleTime: STALE.SECONDS.THIRTY });
}

/** What that list's mutations need: the session's client and a refresh of the list once the server answered. */
export function useTaskListChanges(queryKey: QueryKey) {
  const client = useApi();
  const queryClient = useQueryClient();
  return { client, refresh: () => queryClient.invalidateQueries({ queryKey }) };
}
