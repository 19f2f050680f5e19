import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useOpenTask } from '@/app/task-modal-route-state';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { LabelChip } from '@/features/labels/LabelChip';
import { sortLabels } from '@/lib/sort-labels';
import { KanbanCover } from './KanbanCover';
import './kanban-handles-and-covers.css';

interface Props {
  task: Task;
  /** Read-only shares and archived projects: the card only opens the task. */
  canWrite: boolean;
  /** While a bucket is dragged, cards are no drop targets (only buckets are). */
  dropDisabled?: boolean;
  onToggleDone: (task: Task) => void;
}

/** A draggable card; click opens the task, Ctrl/Cmd+click marks it done. */
export function KanbanCard({ task, canWrite, dropDisabled = false, onToggleDone }: Props) {
  const { t } = useTranslation();
  const openTask = useOpenTask();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: `task-${task.id}`,
    disabled: { draggable: !canWrite, droppable: dropDisabled },
  });
  const cover = task.coverImageAttachmentId ?? 0;
  // The list item stays a list item; the card inside it is the draggable button, named by its own text.
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className="kanban-item">
      <div
        className={`kanban-card${task.done ? ' is-done' : ''}${isDragging ? ' is-dragging' : ''}${canWrite ? '' : ' is-readonly'}`}
        data-testid="kanban-card"
        {...attributes}
        {...listeners}
        aria-roledescription={t('kanban.card')}
        // A read-only card still opens its task: it is not disabled, only not draggable (no drag instructions).
        aria-disabled={undefined}
        aria-describedby={canWrite ? attributes['aria-describedby'] : undefined}
        onClick={(event) => {
          if (canWrite && (event.ctrlKey || event.metaKey)) onToggleDone(task);
          else openTask(task.id);
        }}
        onKeyDown={(event) => {
          listeners?.onKeyDown?.(event);
          if (event.key === 'Enter' && !event.defaultPrevented) openTask(task.id);
        }}
      >
        {cover > 0 && <KanbanCover taskId={task.id} attachmentId={cover} />}
        <span className="kanban-card-id">{task.identifier}</span>
        <span className="kanban-card-title">{task.title}</span>
        {task.labels && task.labels.length > 0 && (
          <span className="kanban-card-labels">
            {sortLabels(task.labels).map((l) => (
              <LabelChip key={l.id} label={l} />
            ))}
          </span>
        )}
      </div>
    </li>
  );
}
