import { hasPreview } from '@/api/attachments';
import type { TaskAttachment } from '@/api/types';
import { BlobImage } from '@/components/BlobImage';
import { useAttachmentPreviewQuery } from '@/queries/attachments';

const SIZE = { maxWidth: '4rem', maxHeight: '3rem', objectFit: 'contain' } as const;

/**
 * A small preview of an image attachment (preview_size=sm), shown from a revoked-after-use object URL.
 * The file's name is written right beside it, so the image itself is decorative (empty alt).
 */
export function AttachmentThumbnail({ taskId, attachment }: { taskId: number; attachment: TaskAttachment }) {
  const preview = useAttachmentPreviewQuery(taskId, attachment.id, hasPreview(attachment.file.mime));
  if (!preview.data) return null;
  return <BlobImage blob={preview.data} alt="" className="attachment-thumbnail" style={SIZE} />;
}
