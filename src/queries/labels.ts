import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { addLabelToTask, createLabel, deleteLabel, listLabels, removeLabelFromTask, updateLabel } from '@/api/labels';
import type { Label } from '@/api/types';
import { useApi } from '@/app/context';
import { randomLabelColour } from '@/lib/palette';
import { STALE } from './stale';
import { refreshTask } from './tasks';

export const labelKeys = {
  root: ['labels'] as const,
  list: () => [...labelKeys.root, 'list'] as const,
};

/** The labels list as a query, for hooks and for a one-off `fetchQuery` (quick add). */
export const labelsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: labelKeys.list(), queryFn: () => listLabels(client), staleTime: STALE.SECONDS.THIRTY });

export function useLabelsQuery(enabled = true) {
  return useQuery({ ...labelsQuery(useApi()), enabled });
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

/** A task's labels; they come with the task, so the task and its lists refresh. */
export function useTaskLabelMutations(taskId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => refreshTask(queryClient, taskId);
  return {
    /** Attaches a label by title: an existing one (any case), else a new one in a palette colour. */
    add: useMutation({
      mutationFn: async ({ title, existing }: { title: string; existing: Label[] }) => {
        let label = existing.find((l) => l.title.toLowerCase() === title.toLowerCase());
        if (!label) {
          label = await createLabel(client, { title, hexColor: randomLabelColour() });
          await queryClient.invalidateQueries({ queryKey: labelKeys.root });
        }
        await addLabelToTask(client, taskId, label.id);
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (labelId: number) => removeLabelFromTask(client, taskId, labelId),
      onSuccess: refresh,
    }),
  };
}
