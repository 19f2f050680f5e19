import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deleteTask, getTask, updateTask } from '@/api/tasks';
import type { Task } from '@/api/types';
import { useApi } from '@/app/context';
import { mergeTaskPatch, type TaskPatch } from '@/lib/task-merge';
import { projectKeys } from './projects';
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

/** Re-reads the task, applies the patch on top and saves; refuses (and shows theirs) on a conflict. */
async function saveChanges(client: ApiClient, queryClient: QueryClient, base: Task, patch: TaskPatch): Promise<Task> {
  const current = await getTask(client, base.id);
  const merged = mergeTaskPatch(base, current, patch);
  if (!merged.ok) {
    queryClient.setQueryData(taskKeys.detail(base.id), current);
    throw new TaskConflictError(merged.conflicts, current);
  }
  return updateTask(client, merged.task);
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
    mutationFn: ({ base, patch }: { base: Task; patch: TaskPatch }) => saveChanges(client, queryClient, base, patch),
    onSuccess: (saved, { base }) => {
      queryClient.setQueryData(taskKeys.detail(saved.id), saved);
      // A move also changes which project the task's other caches belong to.
      if (saved.projectId !== base.projectId) void queryClient.invalidateQueries({ queryKey: projectKeys.detail(base.projectId) });
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

/**
 * Stars or unstars a task through the same conflict-safe save: the star changes at once and goes
 * back if the save fails. The Favourites pseudo-project comes and goes with the first and last star.
 */
export function useTaskFavoriteMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ base, isFavorite }: { base: Task; isFavorite: boolean }) => saveChanges(client, queryClient, base, { isFavorite }),
    onMutate: async ({ base, isFavorite }) => {
      const key = taskKeys.detail(base.id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Task>(key);
      queryClient.setQueryData<Task>(key, (task) => (task ? { ...task, isFavorite } : task));
      return { previous };
    },
    onError: (error, { base }, context) => {
      if (error instanceof TaskConflictError) return;
      if (context?.previous) queryClient.setQueryData(taskKeys.detail(base.id), context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(taskKeys.detail(saved.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.views() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
      ]);
    },
  });
}
