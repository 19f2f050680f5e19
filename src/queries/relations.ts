import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addRelation, removeRelation } from '@/api/relations';
import type { RelationKind } from '@/api/types';
import { useApi } from '@/app/context';
import { refreshTask } from './tasks';

/** Relating and unrelating two tasks; relations come with the task, so the task and its lists refresh. */
export function useRelationMutations(taskId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => refreshTask(queryClient, taskId);
  return {
    add: useMutation({
      mutationFn: (r: { otherTaskId: number; kind: RelationKind }) =>
        addRelation(client, taskId, r.otherTaskId, r.kind),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (r: { otherTaskId: number; kind: RelationKind }) =>
        removeRelation(client, taskId, r.kind, r.otherTaskId),
      onSuccess: refresh,
    }),
  };
}
