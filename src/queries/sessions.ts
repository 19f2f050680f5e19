import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endLoginSession, listSessions } from '@/api/sessions';
import { useApi } from '@/app/context';
import { STALE } from './stale';

export const sessionKeys = {
  root: ['login-sessions'] as const,
  list: () => [...sessionKeys.root, 'list'] as const,
};

export function useSessionsQuery() {
  const client = useApi();
  return useQuery({
    queryKey: sessionKeys.list(),
    queryFn: () => listSessions(client),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useEndSessionMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endLoginSession(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
  });
}
