import { createContext, memo, useContext, useRef, useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { useRowTranslation } from '@/app/use-row-translation';
import type { RestingHandleProps } from '@/components/drag-arming';
import { SortableBinding, type Sortable } from '@/components/SortableBinding';
import { TaskItem, type RowOptions } from './TaskItem';
import { sameNode, type TaskNode } from './task-tree';
import { withTitle } from './row-label';
import { GripVerticalIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';

/**
 * No dragging for now (the order shown is not the server's yet). A context, so that when it changes only the
 * handles and the bindings are drawn again, not the rows.
 */
export const ListDragDisabled = createContext(false);

interface Props {
  node: TaskNode;
  row: RowOptions;
  /** The list can be dragged now (see useDragArming); until then the row rests, with the same look. */
  armed: boolean;
  resting: RestingHandleProps;
}

/** One element for every handle: a handle drawn again (enabled once the fresh page is in) leaves its icon alone. */
const GRIP = <GripVerticalIcon size={16} aria-hidden="true" />;

function Handle({
  taskTitle,
  buttonRef,
  ...props
}: {
  taskTitle: string;
  buttonRef?: Ref<HTMLButtonElement>;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useRowTranslation();
  const disabled = useContext(ListDragDisabled);
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
        {GRIP}
      </button>
    </Tooltip>
  );
}

/** dnd-kit's hooks for an armed row, on the row's own elements. */
function Binding({ id, ...props }: { id: number } & Omit<Parameters<typeof SortableBinding>[0], 'args'>) {
  const disabled = useContext(ListDragDisabled);
  return <SortableBinding args={{ id, disabled }} {...props} />;
}

/**
 * A top-level task that can be dragged by its handle (pointer, or keyboard: space, arrows, space). Drawn again
 * only when its task objects, the list's options or its arming change.
 */
export const SortableTaskItem = memo(function SortableTaskItem({ node, row, armed, resting }: Props) {
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [sortable, setSortable] = useState<Sortable | null>(null);
  const handle = <Handle taskTitle={node.task.title} buttonRef={button} {...(sortable?.handle ?? resting)} />;
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
      {armed && <Binding id={node.task.id} item={item} activator={button} translateOnly onChange={setSortable} />}
    </>
  );
}, sameRow);

function sameRow(a: Props, b: Props): boolean {
  return sameNode(a.node, b.node) && a.row === b.row && a.armed === b.armed && a.resting === b.resting;
}
