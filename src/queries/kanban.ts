import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBucket, listKanban, moveTaskToBucket, setTaskPosition } from '@/api/buckets';
import { createTask } from '@/api/tasks';
import type { Bucket } from '@/api/types';
import { useApi } from '@/app/context';
import { STALE } from './stale';
import { taskKeys } from './tasks';

export const kanbanKeys = {
  root: [...taskKeys.views(), 'kanban'] as const,
  board: (projectId: number, viewId: number) => [...kanbanKeys.root, projectId, viewId] as const,
};

export function useKanbanQuery(projectId: number, viewId: number) {
  const client = useApi();
  return useQuery({
    queryKey: kanbanKeys.board(projectId, viewId),
    queryFn: () => listKanban(client, projectId, viewId),
    staleTime: STALE.SECONDS.THIRTY,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.root }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.root }),
  });
}
