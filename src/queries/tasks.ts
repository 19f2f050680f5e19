import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/api/client';
import { createTask, listAllTasks, listViewTasks, updateTask, type TaskQuery } from '@/api/tasks';
import { featuresFor } from '@/api/version';
import type { Task } from '@/api/types';
import { useApi } from '@/app/context';
import { STALE } from './stale';
import { useInfoQuery } from './user';

export const taskKeys = {
  root: ['tasks'] as const,
  views: () => [...taskKeys.root, 'view'] as const,
  view: (projectId: number, viewId: number, q: TaskQuery) => [...taskKeys.views(), projectId, viewId, q] as const,
  detail: (id: number) => [...taskKeys.root, 'detail', id] as const,
};

export function useViewTasksQuery(projectId: number, viewId: number, q: TaskQuery) {
  const client = useApi();
  return useQuery({
    queryKey: taskKeys.view(projectId, viewId, q),
    queryFn: () => listViewTasks(client, projectId, viewId, q),
    staleTime: STALE.SECONDS.THIRTY,
    placeholderData: keepPreviousData,
  });
}

export function useCreateTaskMutation(projectId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<Task> & { title: string }) => createTask(client, projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.views() }),
  });
}

/** Saves a changed task, showing the change at once and rolling it back if the server refuses. */
export function useUpdateTaskMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Task) => updateTask(client, task),
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.views() });
      const snapshot = queryClient.getQueriesData<Page<Task>>({ queryKey: taskKeys.views() });
      // Kanban boards live under the same key root but hold buckets, not pages: only pages are patched.
      queryClient.setQueriesData<Page<Task>>({ queryKey: taskKeys.views() }, (page) =>
        page && Array.isArray(page.items) ? { ...page, items: page.items.map((t) => (t.id === task.id ? task : t)) } : page,
      );
      return { snapshot };
    },
    onError: (_error, _task, context) => {
      context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSettled: (saved) => {
      if (saved) queryClient.setQueryData(taskKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: taskKeys.views() });
    },
  });
}

/** Done tasks of one project, read through the cross-project endpoint (views hide done tasks). */
export function useDoneTasksQuery(projectId: number, enabled: boolean) {
  const client = useApi();
  const info = useInfoQuery();
  const path = featuresFor(info.data?.version).allTasksPath;
  const q: TaskQuery = { filter: `project = ${projectId} && done = true`, sortBy: ['done_at'], orderBy: ['desc'], perPage: 50 };
  return useQuery({
    queryKey: [...taskKeys.views(), 'done', projectId] as const,
    queryFn: () => listAllTasks(client, path, q),
    enabled: enabled && info.isSuccess,
    staleTime: STALE.SECONDS.THIRTY,
  });
}
