import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  attachmentPreview,
  type PreviewSize,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  uploadAttachments,
} from '@/api/attachments';
import { addComment, deleteComment, listComments, updateComment, type Comment } from '@/api/comments';
import { addRelation, removeRelation } from '@/api/relations';
import { addLabelToTask, createLabel, removeLabelFromTask } from '@/api/labels';
import type { Label, RelationKind } from '@/api/types';
import { addAssignee, removeAssignee } from '@/api/assignees';
import { listProjectUsers } from '@/api/users';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { randomLabelColour } from '@/lib/palette';
import { labelKeys } from './labels';
import { STALE } from './stale';
import { taskKeys } from './tasks';
import { useInfoQuery } from './user';

export const commentKeys = {
  root: ['comments'] as const,
  task: (taskId: number) => [...commentKeys.root, taskId] as const,
};

/** After changing what hangs off a task, the task and every list showing it are refreshed. */
function useTaskRefresh(taskId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) }),
      queryClient.invalidateQueries({ queryKey: taskKeys.views() }),
    ]);
}

export function useTaskLabelMutations(taskId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = useTaskRefresh(taskId);
  return {
    /** Attaches a label by title: an existing one (any case), else a new one in a palette colour. */
    add: useMutation({
      mutationFn: async ({ title, existing }: { title: string; existing: Label[] }) => {
        let label = existing.find((l) => l.title.toLowerCase() === title.toLowerCase());
        if (!label) {
          label = await createLabel(client, { title, hexColor: randomLabelColour() });
          await queryClient.invalidateQueries({ queryKey: labelKeys.root });
        }
        await addLabelToTask(client, taskId, label.id);
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (labelId: number) => removeLabelFromTask(client, taskId, labelId),
      onSuccess: refresh,
    }),
  };
}

export function useProjectUsersQuery(projectId: number, search: string) {
  const client = useApi();
  return useQuery({
    queryKey: ['projectUsers', projectId, search] as const,
    queryFn: () => listProjectUsers(client, projectId, search),
    enabled: search.trim().length > 0,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useAssigneeMutations(taskId: number) {
  const client = useApi();
  const refresh = useTaskRefresh(taskId);
  return {
    add: useMutation({ mutationFn: (userId: number) => addAssignee(client, taskId, userId), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (userId: number) => removeAssignee(client, taskId, userId), onSuccess: refresh }),
  };
}

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

export const attachmentKeys = {
  task: (taskId: number) => ['attachments', taskId] as const,
  // Outside the task's key, so refreshing the list after an upload does not refetch every thumbnail.
  preview: (taskId: number, attachmentId: number) => ['attachment-preview', taskId, attachmentId] as const,
  /** The whole image, where the release has no previews: thumbnail and cover share this one download. */
  original: (taskId: number, attachmentId: number) => ['attachment-original', taskId, attachmentId] as const,
};

/**
 * How an attachment image is fetched on this release: a preview of the given size, or (0.24 ignores
 * `preview_size` and sends the original) the original once, kept for the session so it is not downloaded again.
 */
export function useAttachmentImageQuery(
  previewKey: readonly unknown[],
  taskId: number,
  attachmentId: number,
  size: PreviewSize,
  enabled: boolean,
) {
  const client = useApi();
  const previews = featuresFor(useInfoQuery().data?.version).hasImagePreviews;
  return useQuery<Blob | null>({
    queryKey: previews ? previewKey : attachmentKeys.original(taskId, attachmentId),
    queryFn: () => attachmentPreview(client, taskId, attachmentId, previews ? size : null),
    enabled,
    staleTime: STALE.INFINITY,
    ...(previews ? {} : { gcTime: Number.POSITIVE_INFINITY }),
    retry: false,
  });
}

/** An image attachment's small preview as a blob; files never change, so it is fetched once. */
export function useAttachmentPreviewQuery(taskId: number, attachmentId: number, enabled: boolean) {
  return useAttachmentImageQuery(attachmentKeys.preview(taskId, attachmentId), taskId, attachmentId, 'sm', enabled);
}

export function useAttachmentsQuery(taskId: number, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: attachmentKeys.task(taskId),
    queryFn: () => listAttachments(client, taskId),
    enabled,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useAttachmentMutations(taskId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: attachmentKeys.task(taskId) });
  return {
    // A partly refused upload still stored the other files: refresh either way.
    upload: useMutation({
      mutationFn: (files: File[]) => uploadAttachments(client, taskId, files),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteAttachment(client, taskId, id), onSuccess: refresh }),
    download: useMutation({ mutationFn: (id: number) => downloadAttachment(client, taskId, id) }),
  };
}

export function useRelationMutations(taskId: number) {
  const client = useApi();
  const refresh = useTaskRefresh(taskId);
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
