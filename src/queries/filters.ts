import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFilter, deleteFilter, getFilter, updateFilter, type SavedFilter } from '@/api/filters';
import { useApi } from '@/app/context';
import { projectKeys } from './projects';
import { STALE } from './stale';
import { invalidateAllTasks } from './tasks';

export const filterKeys = {
  root: ['filters'] as const,
  detail: (id: number) => [...filterKeys.root, id] as const,
};

export function useFilterQuery(id: number | null) {
  const client = useApi();
  return useQuery({
    queryKey: filterKeys.detail(id ?? 0),
    queryFn: () => getFilter(client, id ?? 0),
    enabled: id !== null && id > 0,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** Saved filters are listed as projects and decide what their views show: refresh all three. */
function useFilterMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filterKeys.root }),
        queryClient.invalidateQueries({ queryKey: projectKeys.root }),
        invalidateAllTasks(queryClient),
      ]),
  });
}

export function useCreateFilterMutation() {
  const client = useApi();
  return useFilterMutation((input: Omit<SavedFilter, 'id' | 'created' | 'updated'>) => createFilter(client, input));
}

export function useUpdateFilterMutation() {
  const client = useApi();
  return useFilterMutation((filter: SavedFilter) => updateFilter(client, filter));
}

export function useDeleteFilterMutation() {
  const client = useApi();
  return useFilterMutation((id: number) => deleteFilter(client, id));
}
