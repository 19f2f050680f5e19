import { BlobImage } from '@/components/BlobImage';
import { useCoverQuery } from '@/queries/attachments';

/** The task's cover image above its card's title; decorative (the title says what the card is). */
export function KanbanCover({ taskId, attachmentId }: { taskId: number; attachmentId: number }) {
  const cover = useCoverQuery(taskId, attachmentId);
  if (!cover.data) return null;
  return <BlobImage blob={cover.data} alt="" className="kanban-card-cover" data-testid="kanban-card-cover" />;
}
