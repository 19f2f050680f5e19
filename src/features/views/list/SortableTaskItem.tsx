import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRowTranslation } from '@/app/use-row-translation';
import { TaskItem, type RowOptions } from './TaskItem';
import type { TaskNode } from './task-tree';
import { GripVerticalIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';

/** A top-level task that can be dragged by its handle (pointer, or keyboard: space, arrows, space). */
export function SortableTaskItem({ node, row, disabled }: { node: TaskNode; row: RowOptions; disabled?: boolean }) {
  const { t } = useRowTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.task.id,
    disabled,
  });
  const label = t('tasks.dragHandle', { title: node.task.title });
  const handle = (
    <Tooltip text={label}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-icon drag-handle"
        disabled={disabled}
        aria-label={label}
        {...attributes}
        {...listeners}
      >
        <GripVerticalIcon size={16} aria-hidden="true" />
      </button>
    </Tooltip>
  );
  return (
    <TaskItem
      node={node}
      row={row}
      handle={handle}
      itemRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  );
}
