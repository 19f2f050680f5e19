import { useMutation, useQuery } from '@tanstack/react-query';
import {
  attachmentPreview,
  type PreviewSize,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  uploadAttachments,
} from '@/api/attachments';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { STALE } from './stale';
import { useTaskListChanges, useTaskListQuery } from './task-list';
import { useInfoQuery } from './user';

export const attachmentKeys = {
  root: ['attachments'] as const,
  task: (taskId: number) => [...attachmentKeys.root, 'task', taskId] as const,
  // Beside the task's list, not under it, so refreshing the list after an upload does not refetch every image.
  preview: (taskId: number, attachmentId: number, size: PreviewSize) =>
    [...attachmentKeys.root, 'preview', taskId, attachmentId, size] as const,
  /** The whole image, where the release has no previews: thumbnail and cover share this one download. */
  original: (taskId: number, attachmentId: number) =>
    [...attachmentKeys.root, 'original', taskId, attachmentId] as const,
};

/**
 * How an attachment image is fetched on this release: a preview of the given size, or (0.24 ignores
 * `preview_size` and sends the original) the original once, kept for the session so it is not downloaded again.
 */
function useAttachmentImageQuery(taskId: number, attachmentId: number, size: PreviewSize, enabled: boolean) {
  const client = useApi();
  const previews = featuresFor(useInfoQuery().data?.version).hasImagePreviews;
  return useQuery<Blob | null>({
    queryKey: previews
      ? attachmentKeys.preview(taskId, attachmentId, size)
      : attachmentKeys.original(taskId, attachmentId),
    queryFn: () => attachmentPreview(client, taskId, attachmentId, previews ? size : null),
    enabled,
    staleTime: STALE.INFINITY,
    ...(previews ? {} : { gcTime: Number.POSITIVE_INFINITY }),
    retry: false,
  });
}

/** An image attachment's small preview as a blob; files never change, so it is fetched once. */
export function useAttachmentPreviewQuery(taskId: number, attachmentId: number, enabled: boolean) {
  return useAttachmentImageQuery(taskId, attachmentId, 'sm', enabled);
}

/**
 * A kanban card's cover: the md preview (200 px wide, about a card's width) of the image attachment, fetched
 * with the session like every other request; null when the server answers no raster image.
 */
export function useCoverQuery(taskId: number, attachmentId: number) {
  return useAttachmentImageQuery(taskId, attachmentId, 'md', attachmentId > 0);
}

export function useAttachmentsQuery(taskId: number, enabled: boolean) {
  return useTaskListQuery(attachmentKeys.task(taskId), (client) => listAttachments(client, taskId), enabled);
}

export function useAttachmentMutations(taskId: number) {
  const { client, refresh } = useTaskListChanges(attachmentKeys.task(taskId));
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
