import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addAssignee, removeAssignee } from '@/api/assignees';
import { useApi } from '@/app/context';
import { refreshTask } from './tasks';

/** Assigning and unassigning a user; assignees come with the task, so the task and its lists refresh. */
export function useAssigneeMutations(taskId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => refreshTask(queryClient, taskId);
  return {
    add: useMutation({ mutationFn: (userId: number) => addAssignee(client, taskId, userId), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (userId: number) => removeAssignee(client, taskId, userId), onSuccess: refresh }),
  };
}
