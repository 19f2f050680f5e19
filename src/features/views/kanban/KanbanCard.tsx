import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { LabelChip } from '@/features/labels/LabelChip';

interface Props {
  task: Task;
  onToggleDone: (task: Task) => void;
}

/** A draggable card; click opens the task, Ctrl/Cmd+click marks it done (spec §2). */
export function KanbanCard({ task, onToggleDone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: `task-${task.id}` });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`kanban-card${task.done ? ' is-done' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-testid="kanban-card"
      {...attributes}
      {...listeners}
      aria-roledescription={t('kanban.card')}
      aria-label={task.title}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey) onToggleDone(task);
        else void navigate(`/tasks/${task.id}`);
      }}
      onKeyDown={(event) => {
        listeners?.onKeyDown?.(event);
        if (event.key === 'Enter' && !event.defaultPrevented) void navigate(`/tasks/${task.id}`);
      }}
    >
      <span className="kanban-card-id">{task.identifier}</span>
      <span className="kanban-card-title">{task.title}</span>
      {task.labels && task.labels.length > 0 && (
        <span className="kanban-card-labels">
          {task.labels.map((l) => (
            <LabelChip key={l.id} label={l} />
          ))}
        </span>
      )}
    </li>
  );
}
