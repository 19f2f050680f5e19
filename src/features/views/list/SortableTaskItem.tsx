import type { ButtonHTMLAttributes, Ref } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRowTranslation } from '@/app/use-row-translation';
import { DRAG_ID, type RestingHandleProps } from '@/components/drag-arming';
import { TaskItem, type RowOptions } from './TaskItem';
import type { TaskNode } from './task-tree';
import { withTitle } from './row-label';
import { GripVerticalIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';

interface Props {
  node: TaskNode;
  row: RowOptions;
  disabled?: boolean;
}

/** The handle's button, resting or armed: the same look and name either way. */
function Handle({
  taskTitle,
  disabled,
  buttonRef,
  ...props
}: {
  taskTitle: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useRowTranslation();
  const label = withTitle(t, 'tasks.dragHandle', taskTitle);
  return (
    <Tooltip text={label}>
      <button
        type="button"
        ref={buttonRef}
        className="btn btn-icon drag-handle"
        disabled={disabled}
        aria-label={label}
        {...props}
      >
        <GripVerticalIcon size={16} aria-hidden="true" />
      </button>
    </Tooltip>
  );
}

/** A top-level task before its list is armed: it looks as a sortable one, without dnd-kit's per-row hooks. */
export function RestingTaskItem({ node, row, disabled, resting }: Props & { resting: RestingHandleProps }) {
  return (
    <TaskItem node={node} row={row} handle={<Handle taskTitle={node.task.title} disabled={disabled} {...resting} />} />
  );
}

/** A top-level task that can be dragged by its handle (pointer, or keyboard: space, arrows, space). */
export function SortableTaskItem({ node, row, disabled }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.task.id,
    disabled,
  });
  const handle = (
    <Handle
      taskTitle={node.task.title}
      disabled={disabled}
      buttonRef={setActivatorNodeRef}
      {...{ [DRAG_ID]: String(node.task.id) }}
      {...attributes}
      {...listeners}
    />
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
