import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCaldavToken, deleteCaldavToken, listCaldavTokens } from '@/api/caldav';
import { useApi } from '@/app/context';

export const caldavKeys = {
  root: ['caldav'] as const,
  tokens: () => [...caldavKeys.root, 'tokens'] as const,
};

export function useCaldavTokensQuery() {
  const client = useApi();
  return useQuery({ queryKey: caldavKeys.tokens(), queryFn: () => listCaldavTokens(client) });
}

export function useCaldavTokenMutations() {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: caldavKeys.tokens() });
  return {
    create: useMutation({ mutationFn: () => createCaldavToken(client), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => deleteCaldavToken(client, id), onSuccess: refresh }),
  };
}
