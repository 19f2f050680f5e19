import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveTaskChanges } from '@/api/task-save';
import { deleteTask, getTask, getTaskWithComments } from '@/api/tasks';
import type { Task } from '@/api/types';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import type { TaskPatch } from '@/lib/task-merge';
import { projectKeys } from './projects';
import { STALE } from './stale';
import { seedComments } from './comments';
import { useInfoQuery } from './user';
import { invalidateTaskLists, patchTask, showServerCopyOnConflict, storeTask, TASK_SAVES, taskKeys } from './tasks';

export function useTaskQuery(id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const info = useInfoQuery().data;
  // 1.x on embed the comments in the task when asked, saving the task view a request.
  const features = info ? featuresFor(info.version) : null;
  const embeds = !!features && features.major >= 1;
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: async () => {
      if (!embeds) return getTask(client, id);
      const { task, comments } = await getTaskWithComments(client, id, features?.taskExpandParam);
      if (comments) seedComments(queryClient, id, comments);
      return task;
    },
    staleTime: STALE.SECONDS.THIRTY,
    enabled: Number.isFinite(id) && id > 0,
  });
}

/**
 * Saves only what the person changed (see saveTaskChanges): a field changed elsewhere meanwhile is
 * refused, never overwritten, and the task shown becomes the server's.
 */
export function useSaveTaskMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    scope: TASK_SAVES,
    mutationFn: ({ base, patch }: { base: Task; patch: TaskPatch }) => saveTaskChanges(client, base, patch),
    onError: (error) => showServerCopyOnConflict(queryClient, error),
    onSuccess: (saved, { base }) => {
      storeTask(queryClient, saved);
      // A move also changes which project the task's other caches belong to.
      if (saved.projectId !== base.projectId)
        void queryClient.invalidateQueries({ queryKey: projectKeys.detail(base.projectId) });
      return invalidateTaskLists(queryClient);
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
      return invalidateTaskLists(queryClient);
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
    scope: TASK_SAVES,
    mutationFn: ({ base, isFavorite }: { base: Task; isFavorite: boolean }) =>
      saveTaskChanges(client, base, { isFavorite }),
    onMutate: async ({ base, isFavorite }) => ({ restore: await patchTask(queryClient, base.id, { isFavorite }) }),
    onError: (error, _input, context) => {
      if (showServerCopyOnConflict(queryClient, error)) return;
      context?.restore();
    },
    onSuccess: (saved) => {
      storeTask(queryClient, saved);
      return Promise.all([
        invalidateTaskLists(queryClient),
        queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
      ]);
    },
  });
}
