import { useRef, useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { useRowTranslation } from '@/app/use-row-translation';
import type { RestingHandleProps } from '@/components/drag-arming';
import { SortableBinding, type Sortable } from '@/components/SortableBinding';
import { TaskItem, type RowOptions } from './TaskItem';
import type { TaskNode } from './task-tree';
import { withTitle } from './row-label';
import { GripVerticalIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';

interface Props {
  node: TaskNode;
  row: RowOptions;
  disabled?: boolean;
  /** The list can be dragged now (see useDragArming); until then the row rests, with the same look. */
  armed: boolean;
  resting: RestingHandleProps;
}

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

/** A top-level task that can be dragged by its handle (pointer, or keyboard: space, arrows, space). */
export function SortableTaskItem({ node, row, disabled, armed, resting }: Props) {
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [sortable, setSortable] = useState<Sortable | null>(null);
  const handle = (
    <Handle taskTitle={node.task.title} disabled={disabled} buttonRef={button} {...(sortable?.handle ?? resting)} />
  );
  return (
    <>
      <TaskItem
        node={node}
        row={row}
        handle={handle}
        itemRef={item}
        style={sortable ? { transform: sortable.transform, transition: sortable.transition } : undefined}
        dragging={sortable?.isDragging}
      />
      {armed && (
        <SortableBinding
          args={{ id: node.task.id, disabled }}
          item={item}
          activator={button}
          translateOnly
          onChange={setSortable}
        />
      )}
    </>
  );
}
