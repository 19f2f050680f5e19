import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addComment, deleteComment, listComments, updateComment, type Comment } from '@/api/comments';
import { useApi } from '@/app/context';
import { STALE } from './stale';

export const commentKeys = {
  root: ['comments'] as const,
  task: (taskId: number) => [...commentKeys.root, taskId] as const,
};

/** Fills a task's comment list from an answer that embedded all of them (saves the list request). */
export function seedComments(queryClient: QueryClient, taskId: number, comments: Comment[]): void {
  queryClient.setQueryData(commentKeys.task(taskId), comments);
}

export function useCommentsQuery(taskId: number, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: commentKeys.task(taskId),
    queryFn: () => listComments(client, taskId),
    enabled,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useCommentMutations(taskId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.task(taskId) });
  return {
    add: useMutation({ mutationFn: (html: string) => addComment(client, taskId, html), onSuccess: refresh }),
    edit: useMutation({
      mutationFn: ({ id, html }: { id: number; html: string }) => updateComment(client, taskId, id, html),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteComment(client, taskId, id), onSuccess: refresh }),
  };
}
