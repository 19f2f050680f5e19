import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCaldavToken, deleteCaldavToken, listCaldavTokens } from '@/api/caldav';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { useInfoQuery } from './user';

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
  const features = featuresFor(useInfoQuery().data?.version);
  const refresh = () => queryClient.invalidateQueries({ queryKey: caldavKeys.tokens() });
  return {
    create: useMutation({ mutationFn: () => createCaldavToken(client), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => deleteCaldavToken(client, features, id), onSuccess: refresh }),
  };
}
