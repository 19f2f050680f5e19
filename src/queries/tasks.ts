import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient, Page } from '@/api/client';
import { setTaskPosition } from '@/api/buckets';
import type { TaskWithSubscription } from '@/api/subscriptions';
import { saveTaskChanges, TaskConflictError } from '@/api/task-save';
import {
  createTask,
  filterTimezone,
  listAllTasks,
  listEveryViewTask,
  listViewTasks,
  type TaskQuery,
} from '@/api/tasks';
import { featuresFor } from '@/api/version';
import type { Task } from '@/api/types';
import { useApi } from '@/app/context';
import type { TaskPatch } from '@/lib/task-merge';
import type { DoneSource } from '@/lib/done-source';
import { invalidateBoards } from './kanban-keys';
import { patchCached, setCached } from './optimistic';
import { STALE } from './stale';
import { useInfoQuery, useUserQuery } from './user';

export const taskKeys = {
  root: ['tasks'] as const,
  views: () => [...taskKeys.root, 'view'] as const,
  viewRoot: (projectId: number, viewId: number) => [...taskKeys.views(), projectId, viewId] as const,
  view: (projectId: number, viewId: number, q: TaskQuery) => [...taskKeys.viewRoot(projectId, viewId), q] as const,
  /** All pages of a view as one page (gantt, table). */
  every: (projectId: number, viewId: number, q: TaskQuery) =>
    [...taskKeys.viewRoot(projectId, viewId), 'every', q] as const,
  /** Done tasks of a project or pseudo-project (views hide them). */
  done: (source: DoneSource | null, zone: string, filter: string, s: string) =>
    [...taskKeys.views(), 'done', source, zone, filter, s] as const,
  /** The quick actions' task search. */
  search: (s: string, filter: string | null, zone: string) => [...taskKeys.root, 'search', s, filter, zone] as const,
  /** Whether the account has any task at all (the migration hint). */
  any: () => [...taskKeys.root, 'any'] as const,
  detail: (id: number) => [...taskKeys.root, 'detail', id] as const,
};

/** Every cached list that shows tasks (view pages, done lists, kanban boards) is fetched again. */
export function invalidateTaskLists(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.views() }), invalidateBoards(queryClient)]);
}

/** Every cached task, in lists, boards, searches and details, is fetched again. */
export function invalidateAllTasks(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.root }), invalidateBoards(queryClient)]);
}

/** After changing what hangs off a task (labels, assignees, relations): the task and every list showing it. */
export function refreshTask(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) }),
    invalidateTaskLists(queryClient),
  ]);
}

type TaskFields = Partial<TaskWithSubscription>;

/** Changes fields of the cached task. */
export function setTaskFields(queryClient: QueryClient, id: number, patch: TaskFields): void {
  setCached<TaskWithSubscription>(queryClient, taskKeys.detail(id), (task) => ({ ...task, ...patch }));
}

/** Changes fields of the cached task at once, before saving; answers how to put the old task back. */
export function patchTask(queryClient: QueryClient, id: number, patch: TaskFields): Promise<() => void> {
  return patchCached<TaskWithSubscription>(queryClient, taskKeys.detail(id), (task) => ({ ...task, ...patch }));
}

/** Puts the server's copy of a task into its detail cache. */
export function storeTask(queryClient: QueryClient, task: Task): void {
  queryClient.setQueryData(taskKeys.detail(task.id), task);
}

/** The time zone task filters run in: the user's setting, else the browser's (sent as filter_timezone). */
export function useFilterTimezone(): string {
  return filterTimezone(useUserQuery().data?.settings?.timezone);
}

/**
 * A page of a view's tasks in the user's time zone (`zone`) and the server release's expand parameter; the
 * view's hook and the boot prefetch both build it here, so a page asked for at boot is the one the view reads.
 */
export function viewTasksOptions(
  client: ApiClient,
  target: { projectId: number; viewId: number },
  query: TaskQuery,
  server: { zone: string; version: string | undefined },
) {
  const { projectId, viewId } = target;
  const expandParam = featuresFor(server.version).taskExpandParam;
  const q = { ...query, filterTimezone: query.filterTimezone ?? server.zone, ...(query.expand ? { expandParam } : {}) };
  return queryOptions({
    queryKey: taskKeys.view(projectId, viewId, q),
    queryFn: () => listViewTasks(client, projectId, viewId, q),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useViewTasksQuery(projectId: number, viewId: number, query: TaskQuery) {
  const client = useApi();
  const zone = useFilterTimezone();
  const version = useInfoQuery().data?.version;
  return useQuery({
    ...viewTasksOptions(client, { projectId, viewId }, query, { zone, version }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every task of a view that matches the query (all its pages, in pages of the server's size), as one page,
 * so the saves that patch cached pages patch it too.
 */
export function useEveryViewTaskQuery(projectId: number, viewId: number, query: TaskQuery) {
  const client = useApi();
  const zone = useFilterTimezone();
  const perPage = useInfoQuery().data?.maxItemsPerPage;
  const q = {
    ...query,
    perPage: perPage && perPage > 0 ? perPage : query.perPage,
    filterTimezone: query.filterTimezone ?? zone,
  };
  return useQuery({
    queryKey: taskKeys.every(projectId, viewId, q),
    queryFn: async (): Promise<Page<Task>> => {
      const items = await listEveryViewTask(client, projectId, viewId, q);
      return { items, totalPages: 1, resultCount: items.length };
    },
    staleTime: STALE.SECONDS.THIRTY,
    placeholderData: keepPreviousData,
  });
}

export function useCreateTaskMutation(projectId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<Task> & { title: string }) => createTask(client, projectId, input),
    onSuccess: () => invalidateTaskLists(queryClient),
  });
}

/**
 * Every save of a task runs in this one queue. Each save re-reads the task and applies its change on top;
 * two saves running side by side would both read the old task and the second would undo the first.
 */
export const TASK_SAVES = { id: 'task-save' };

/** After a refused save (a conflict), shows the task as the server has it; true when it was a conflict. */
export function showServerCopyOnConflict(queryClient: QueryClient, error: unknown): boolean {
  if (!(error instanceof TaskConflictError)) return false;
  storeTask(queryClient, error.current);
  return true;
}

export interface TaskChange {
  /** The task as the person saw it when they changed it. */
  base: Task;
  patch: TaskPatch;
}

/**
 * Saves a change made in a view (done, undone), showing it at once and rolling it back if the server refuses.
 * Only the changed fields are sent on top of the server's task (saveTaskChanges), so a list's older copy of
 * the task never undoes an edit made meanwhile elsewhere.
 */
export function useUpdateTaskMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    scope: TASK_SAVES,
    mutationFn: ({ base, patch }: TaskChange) => saveTaskChanges(client, base, patch),
    onMutate: async ({ base, patch }) => {
      const task = { ...base, ...patch };
      await queryClient.cancelQueries({ queryKey: taskKeys.views() });
      const snapshot = queryClient.getQueriesData<Page<Task>>({ queryKey: taskKeys.views() });
      queryClient.setQueriesData<Page<Task>>({ queryKey: taskKeys.views() }, (page) =>
        page ? { ...page, items: page.items.map((t) => (t.id === task.id ? task : t)) } : page,
      );
      return { snapshot };
    },
    onError: (error, _change, context) => {
      showServerCopyOnConflict(queryClient, error);
      context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSettled: (saved) => {
      if (saved) storeTask(queryClient, saved);
      return invalidateTaskLists(queryClient);
    },
  });
}

/**
 * Done tasks of one project, read through the cross-project endpoint (views hide done tasks), narrowed by the
 * view's own search and filter when it has them. A pseudo-project's (saved filter, Favourites) are read from
 * one of its views that does not hide them, as `source` says; no source, no query.
 */
export function useDoneTasksQuery(
  source: DoneSource | null,
  enabled: boolean,
  narrow: { filter?: string; s?: string } = {},
) {
  const client = useApi();
  const info = useInfoQuery();
  const route = featuresFor(info.data?.version);
  const zone = useFilterTimezone();
  const own = source?.kind === 'project' ? `project = ${source.projectId} && ` : '';
  const filter = `${own}done = true${narrow.filter ? ` && (${narrow.filter})` : ''}`;
  const q: TaskQuery = {
    filter,
    s: narrow.s || undefined,
    sortBy: ['done_at'],
    orderBy: ['desc'],
    perPage: 50,
    filterTimezone: zone,
  };
  return useQuery({
    queryKey: taskKeys.done(source, zone, filter, q.s ?? ''),
    queryFn: () =>
      source?.kind === 'view'
        ? listViewTasks(client, source.projectId, source.viewId, q)
        : listAllTasks(client, route, q),
    enabled: enabled && source !== null && info.isSuccess,
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
        if (!page?.items.some((t) => t.id === task.id)) return page;
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
