import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createLabel, listLabels } from '@/api/labels';
import { useApi } from '@/app/context';
import { STALE } from './stale';

export const labelKeys = {
  root: ['labels'] as const,
  list: () => [...labelKeys.root, 'list'] as const,
};

export function useLabelsQuery(enabled = true) {
  const client = useApi();
  return useQuery({ queryKey: labelKeys.list(), queryFn: () => listLabels(client), staleTime: STALE.SECONDS.THIRTY, enabled });
}

export function useCreateLabelMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; hexColor?: string }) => createLabel(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.list() }),
  });
}
