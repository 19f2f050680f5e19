import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createLabel, deleteLabel, listLabels, updateLabel } from '@/api/labels';
import type { Label } from '@/api/types';
import { useApi } from '@/app/context';
import { STALE } from './stale';

export const labelKeys = {
  root: ['labels'] as const,
  list: () => [...labelKeys.root, 'list'] as const,
};

export function useLabelsQuery(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: labelKeys.list(),
    queryFn: () => listLabels(client),
    staleTime: STALE.SECONDS.THIRTY,
    enabled,
  });
}

export function useCreateLabelMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; hexColor?: string }) => createLabel(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.list() }),
  });
}

export function useUpdateLabelMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: Label) => updateLabel(client, label),
    // Tasks show their labels too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.root }),
  });
}

export function useDeleteLabelMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLabel(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.root }),
  });
}
