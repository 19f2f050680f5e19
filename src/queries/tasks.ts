import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/api/client';
import { setTaskPosition } from '@/api/buckets';
import { createTask, filterTimezone, listAllTasks, listViewTasks, updateTask, type TaskQuery } from '@/api/tasks';
import { featuresFor } from '@/api/version';
import type { Task } from '@/api/types';
import { useApi } from '@/app/context';
import { STALE } from './stale';
import { useInfoQuery, useUserQuery } from './user';

export const taskKeys = {
  root: ['tasks'] as const,
  views: () => [...taskKeys.root, 'view'] as const,
  viewRoot: (projectId: number, viewId: number) => [...taskKeys.views(), projectId, viewId] as const,
  view: (projectId: number, viewId: number, q: TaskQuery) => [...taskKeys.viewRoot(projectId, viewId), q] as const,
  detail: (id: number) => [...taskKeys.root, 'detail', id] as const,
};

/** The time zone task filters run in: the user's setting, else the browser's (spec §7 filter_timezone). */
export function useFilterTimezone(): string {
  return filterTimezone(useUserQuery().data?.settings?.timezone);
}

export function useViewTasksQuery(projectId: number, viewId: number, query: TaskQuery) {
  const client = useApi();
  const zone = useFilterTimezone();
  const q = { ...query, filterTimezone: query.filterTimezone ?? zone };
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
  const zone = useFilterTimezone();
  const q: TaskQuery = { filter: `project = ${projectId} && done = true`, sortBy: ['done_at'], orderBy: ['desc'], perPage: 50, filterTimezone: zone };
  return useQuery({
    queryKey: [...taskKeys.views(), 'done', projectId, zone] as const,
    queryFn: () => listAllTasks(client, path, q),
    enabled: enabled && info.isSuccess,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export interface PositionChange {
  task: Task;
  /** The new position, from the neighbours it was dropped between. */
  position: number;
}

/**
 * Saves a task's position in one view (POST /tasks/{id}/position), reordering that view's cached pages at once
 * and restoring them if the server refuses.
 */
export function useTaskPositionMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const key = taskKeys.viewRoot(projectId, viewId);
  return useMutation({
    mutationFn: ({ task, position }: PositionChange) => setTaskPosition(client, task.id, viewId, position),
    onMutate: async ({ task, position }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueriesData<Page<Task>>({ queryKey: key });
      queryClient.setQueriesData<Page<Task>>({ queryKey: key }, (page) => {
        if (!page || !Array.isArray(page.items) || !page.items.some((t) => t.id === task.id)) return page;
        const moved = page.items.map((t) => (t.id === task.id ? { ...t, position } : t));
        // A stable sort: tasks with equal positions keep the server's order.
        return { ...page, items: moved.sort((a, b) => (a.position ?? 0) - (b.position ?? 0)) };
      });
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      context?.snapshot.forEach(([k, data]) => queryClient.setQueryData(k, data));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
