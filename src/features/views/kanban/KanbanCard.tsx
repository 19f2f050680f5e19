import { memo, useRef, useState, type CSSProperties, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useRowTranslation } from '@/app/use-row-translation';
import type { Task } from '@/api/types';
import { Badge } from '@/components/Badge';
import { LabelChip } from '@/features/labels/LabelChip';
import { DueDate, PriorityBadge } from '@/features/views/list/TaskBadges';
import { TaskRowSigns } from '@/features/views/list/TaskRowSigns';
import { cssColor } from '@/lib/colors';
import { sortLabels } from '@/lib/sort-labels';
import { KanbanCover } from './KanbanCover';
import type { RestingHandleProps } from '@/components/drag-arming';
import { SortableBinding, type Sortable } from '@/components/SortableBinding';
import './kanban-handles-and-covers.css';
import './kanban-card.css';

interface Props {
  task: Task;
  /** Read-only shares and archived projects: the card only opens the task. */
  canWrite: boolean;
  /** While a bucket is dragged, cards are no drop targets (only buckets are). */
  dropDisabled?: boolean;
  /** The user's frontendSettings.minimumPriority (medium when unset). */
  minimumPriority?: number;
  onToggleDone: (task: Task) => void;
  /** Opens a task as a modal over the board: one function for the board, so no card follows the location. */
  onOpen: (taskId: number) => void;
}

/** The card's look and its own handling (open, Ctrl/Cmd+click done), around the drag props it is given. */
function Card({
  task,
  canWrite,
  minimumPriority,
  onToggleDone,
  onOpen,
  itemRef,
  itemStyle,
  dragging = false,
  drag,
}: Props & {
  itemRef?: Ref<HTMLLIElement>;
  itemStyle?: CSSProperties;
  dragging?: boolean;
  drag: HTMLAttributes<HTMLDivElement>;
}) {
  const { t } = useRowTranslation();
  const cover = task.coverImageAttachmentId ?? 0;
  const colour = cssColor(task.hexColor);
  const style = colour ? ({ '--task-color': colour } as CSSProperties) : undefined;
  const labels = sortLabels(task.labels ?? []);
  // The list item stays a list item; the card inside it is the draggable button, named by its own text.
  return (
    <li ref={itemRef} style={itemStyle} className="kanban-item">
      <div
        className={`kanban-card${task.done ? ' is-done' : ''}${dragging ? ' is-dragging' : ''}${canWrite ? '' : ' is-readonly'}${colour ? ' has-color' : ''}`}
        style={style}
        data-testid="kanban-card"
        role="button"
        tabIndex={0}
        {...drag}
        aria-roledescription={t('kanban.card')}
        // A read-only card still opens its task: it is not disabled, only not draggable (no drag instructions).
        aria-disabled={undefined}
        aria-describedby={canWrite ? drag['aria-describedby'] : undefined}
        onClick={(event) => {
          if (canWrite && (event.ctrlKey || event.metaKey)) onToggleDone(task);
          else onOpen(task.id);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          drag.onKeyDown?.(event);
          if (event.key === 'Enter' && !event.defaultPrevented) onOpen(task.id);
        }}
      >
        {cover > 0 && <KanbanCover taskId={task.id} attachmentId={cover} />}
        <span className="kanban-card-head">
          <span className="kanban-card-id">{task.identifier}</span>
          {task.done && (
            <Badge tone="success" className="kanban-card-done">
              {t('taskDetail.done')}
            </Badge>
          )}
          <PriorityBadge task={task} minimumPriority={minimumPriority} />
        </span>
        <span className="kanban-card-title">{task.title}</span>
        {labels.length > 0 && (
          <span className="kanban-card-labels">
            {labels.map((l) => (
              <LabelChip key={l.id} label={l} />
            ))}
          </span>
        )}
        <span className="kanban-card-meta">
          <DueDate task={task} icon />
          <TaskRowSigns task={task} />
        </span>
      </div>
    </li>
  );
}

/**
 * A draggable card; click opens the task, Ctrl/Cmd+click marks it done. It carries what a list row does:
 * cover image, colour, priority, labels, due date, the task's signs and its assignees. Until the board is
 * armed (see useDragArming) it rests, with the same look and elements. Drawn again only when its props change
 * (an equal fresh answer keeps the task object).
 */
export const KanbanCard = memo(function KanbanCard({
  armed,
  resting,
  ...props
}: Props & { armed: boolean; resting?: RestingHandleProps }) {
  const { task, canWrite, dropDisabled = false } = props;
  const item = useRef<HTMLLIElement>(null);
  const [sortable, setSortable] = useState<Sortable | null>(null);
  return (
    <>
      <Card
        {...props}
        itemRef={item}
        itemStyle={sortable ? { transform: sortable.transform, transition: sortable.transition } : undefined}
        dragging={sortable?.isDragging}
        drag={sortable?.handle ?? (canWrite ? resting : undefined) ?? {}}
      />
      {armed && (
        <SortableBinding
          args={{ id: `task-${task.id}`, disabled: { draggable: !canWrite, droppable: dropDisabled } }}
          item={item}
          onChange={setSortable}
        />
      )}
    </>
  );
});
