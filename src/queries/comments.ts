import { useMutation, type QueryClient } from '@tanstack/react-query';
import { addComment, deleteComment, listComments, updateComment, type Comment } from '@/api/comments';
import { useTaskListChanges, useTaskListQuery } from './task-list';

export const commentKeys = {
  root: ['comments'] as const,
  task: (taskId: number) => [...commentKeys.root, taskId] as const,
};

/** Fills a task's comment list from an answer that embedded all of them (saves the list request). */
export function seedComments(queryClient: QueryClient, taskId: number, comments: Comment[]): void {
  queryClient.setQueryData(commentKeys.task(taskId), comments);
}

export function useCommentsQuery(taskId: number, enabled: boolean) {
  return useTaskListQuery(commentKeys.task(taskId), (client) => listComments(client, taskId), enabled);
}

export function useCommentMutations(taskId: number) {
  const { client, refresh } = useTaskListChanges(commentKeys.task(taskId));
  return {
    add: useMutation({ mutationFn: (html: string) => addComment(client, taskId, html), onSuccess: refresh }),
    edit: useMutation({
      mutationFn: ({ id, html }: { id: number; html: string }) => updateComment(client, taskId, id, html),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteComment(client, taskId, id), onSuccess: refresh }),
  };
}
