import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createBucket,
  deleteBucket,
  listBucketTasks,
  listKanban,
  moveTaskToBucket,
  setTaskPosition,
  updateBucket,
} from '@/api/buckets';
import type { ApiClient } from '@/api/client';
import { createTask } from '@/api/tasks';
import type { Bucket, ProjectView } from '@/api/types';
import { featuresFor } from '@/api/version';
import { draftOf, updateView } from '@/api/views';
import { useApi } from '@/app/context';
import { appendPage, KANBAN_PAGE, patchBucket, type BoardBucket } from '@/lib/kanban-paging';
import { kanbanKeys } from './kanban-keys';
import { patchProjectView, projectKeys } from './projects';
import { STALE } from './stale';
import { invalidateAllTasks } from './tasks';
import { useInfoQuery } from './user';

export { kanbanKeys };

/** The board, and again every further page a bucket had loaded before, so a refresh keeps what was shown. */
async function loadBoard(
  client: ApiClient,
  projectId: number,
  viewId: number,
  previous: BoardBucket[] | undefined,
): Promise<BoardBucket[]> {
  let board: BoardBucket[] = await listKanban(client, projectId, viewId);
  const extra = await Promise.all(
    (previous ?? []).map(async (old) => {
      const pages: { bucketId: number; page: number; tasks: Bucket['tasks'] }[] = [];
      for (let page = 2; page <= (old.pagesLoaded ?? 1); page++) {
        const result = await listBucketTasks(client, { projectId, viewId, bucketId: old.id }, page, KANBAN_PAGE);
        pages.push({ bucketId: old.id, page, tasks: result.items });
      }
      return pages;
    }),
  );
  for (const { bucketId, page, tasks } of extra.flat()) board = appendPage(board, bucketId, page, tasks ?? []);
  return board;
}

/** A board's query: the view's hook and the boot prefetch both build it here, so boot asks for what the view reads. */
export function kanbanBoardOptions(client: ApiClient, queryClient: QueryClient, projectId: number, viewId: number) {
  const key = kanbanKeys.board(projectId, viewId);
  return queryOptions({
    queryKey: key,
    queryFn: () => loadBoard(client, projectId, viewId, queryClient.getQueryData<BoardBucket[]>(key)),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useKanbanQuery(projectId: number, viewId: number) {
  return useQuery(kanbanBoardOptions(useApi(), useQueryClient(), projectId, viewId));
}

/** Loads the next page of one bucket (a bucket_id filter, by position) and appends it to the board. */
export function useLoadMoreMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bucketId, page }: { bucketId: number; page: number }) =>
      (await listBucketTasks(client, { projectId, viewId, bucketId }, page, KANBAN_PAGE)).items,
    onSuccess: (tasks, { bucketId, page }) =>
      queryClient.setQueryData<BoardBucket[]>(
        kanbanKeys.board(projectId, viewId),
        (board) => board && appendPage(board, bucketId, page, tasks),
      ),
  });
}

/** Renames a bucket or sets its limit: shown at once, and back to the previous values if the server refuses. */
export function useUpdateBucketMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const key = kanbanKeys.board(projectId, viewId);
  return useMutation({
    mutationFn: (bucket: Bucket) => updateBucket(client, projectId, viewId, bucket),
    onMutate: async (bucket) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BoardBucket[]>(key);
      if (previous) queryClient.setQueryData(key, patchBucket(previous, bucket));
      return { previous };
    },
    onError: (_e, _b, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Moves a bucket (its new position between its neighbours): shown at once, back where it was if the server refuses. */
export function useMoveBucketMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const key = kanbanKeys.board(projectId, viewId);
  return useMutation({
    mutationFn: ({ bucket }: { bucket: Bucket; board: BoardBucket[] }) =>
      updateBucket(client, projectId, viewId, bucket),
    onMutate: async ({ board }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BoardBucket[]>(key);
      queryClient.setQueryData(key, board);
      return { previous };
    },
    onError: (_e, _m, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Deletes a bucket; its tasks move elsewhere, and the view may lose its done or default bucket. */
export function useDeleteBucketMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bucketId: number) => deleteBucket(client, projectId, viewId, bucketId),
    onSuccess: () =>
      Promise.all([
        invalidateAllTasks(queryClient),
        queryClient.invalidateQueries({ queryKey: projectKeys.views(projectId) }),
      ]),
  });
}

/** Marks a bucket as the view's done or default bucket (0 unsets it): the view itself is saved. */
export function useViewBucketMutation(projectId: number) {
  const client = useApi();
  const info = useInfoQuery();
  const queryClient = useQueryClient();
  const features = featuresFor(info.data?.version);
  return useMutation({
    mutationFn: ({
      view,
      patch,
    }: {
      view: ProjectView;
      patch: Pick<ProjectView, 'doneBucketId'> | Pick<ProjectView, 'defaultBucketId'>;
    }) => updateView(client, features, { ...view, ...patch }, draftOf(view)),
    // Shown at once (the checkbox follows the click), back as it was if the server refuses.
    onMutate: async ({ view, patch }) => ({ restore: await patchProjectView(queryClient, projectId, view.id, patch) }),
    onError: (_e, _v, context) => context?.restore(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.views(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      ]),
  });
}

interface MoveInput {
  taskId: number;
  fromBucketId: number;
  toBucketId: number;
  position: number;
  /** The board as it looks after the move, shown at once. */
  board: Bucket[];
}

/** Moves a card: shown at once, saved (bucket, then position), and reverted if the server refuses. */
export function useMoveTaskMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const key = kanbanKeys.board(projectId, viewId);
  return useMutation({
    mutationFn: async (move: MoveInput) => {
      if (move.toBucketId !== move.fromBucketId) {
        await moveTaskToBucket(client, { projectId, viewId, bucketId: move.toBucketId, taskId: move.taskId });
      }
      await setTaskPosition(client, move.taskId, viewId, move.position);
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Bucket[]>(key);
      queryClient.setQueryData(key, move.board);
      return { previous };
    },
    onError: (_e, _m, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    // Moving into or out of the done bucket changes the task itself: every view refreshes.
    onSettled: () => invalidateAllTasks(queryClient),
  });
}

export function useCreateBucketMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createBucket(client, projectId, viewId, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.board(projectId, viewId) }),
  });
}

export function useCreateCardMutation(projectId: number, viewId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ title, bucketId }: { title: string; bucketId: number }) => {
      const task = await createTask(client, projectId, { title });
      await moveTaskToBucket(client, { projectId, viewId, bucketId, taskId: task.id });
      return task;
    },
    onSuccess: () => invalidateAllTasks(queryClient),
  });
}
