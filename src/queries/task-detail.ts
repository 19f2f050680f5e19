import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteTask, getTask, updateTask } from '@/api/tasks';
import type { Task } from '@/api/types';
import { useApi } from '@/app/context';
import { mergeTaskPatch, type TaskPatch } from '@/lib/task-merge';
import { STALE } from './stale';
import { taskKeys } from './tasks';

/** Raised when a field was changed elsewhere since the person started editing it. */
export class TaskConflictError extends Error {
  constructor(
    readonly fields: Array<keyof Task>,
    readonly current: Task,
  ) {
    super(`conflict on ${fields.join(', ')}`);
    this.name = 'TaskConflictError';
  }
}

export function useTaskQuery(id: number) {
  const client = useApi();
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: () => getTask(client, id),
    staleTime: STALE.SECONDS.THIRTY,
    enabled: Number.isFinite(id) && id > 0,
  });
}

/**
 * Saves only what the person changed: the task is re-read first, the change applied on top of
 * what the server has now, and a field changed elsewhere meanwhile is refused, never overwritten.
 */
export function useSaveTaskMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ base, patch }: { base: Task; patch: TaskPatch }) => {
      const current = await getTask(client, base.id);
      const merged = mergeTaskPatch(base, current, patch);
      if (!merged.ok) {
        queryClient.setQueryData(taskKeys.detail(base.id), current);
        throw new TaskConflictError(merged.conflicts, current);
      }
      return updateTask(client, merged.task);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(taskKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: taskKeys.views() });
    },
  });
}

export function useDeleteTaskMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTask(client, id),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: taskKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: taskKeys.views() });
    },
  });
}
