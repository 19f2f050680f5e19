import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Task } from '@/api/types';
import { useDndAccessibility } from '@/components/dnd-accessibility';
import { useTaskPositionMutation } from '@/queries/tasks';
import { useFirstRows } from '@/lib/use-first-rows';
import { reorder } from './reorder';
import { ListDragDisabled, SortableTaskItem } from './SortableTaskItem';
import type { RowOptions } from './TaskItem';
import type { TaskNode } from './task-tree';
import { useErrorToast } from '@/components/use-error-toast';
import { useDragArming } from '@/components/drag-arming';

/**
 * The sensors' options, the same objects on every draw: dnd-kit builds new sensors (and every armed row new
 * handlers, so every row is drawn again) for new options.
 */
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

interface Props {
  projectId: number;
  viewId: number;
  /** The top-level tasks in the view's position order; only these are dragged. */
  nodes: TaskNode[];
  row: RowOptions;
  /** Rows after the sortable ones (done tasks shown on request), not draggable. */
  children?: ReactNode;
  /** No dragging for now (the order shown is not the server's yet); the rows stay as they are. */
  disabled?: boolean;
}

/**
 * The list view's tasks in position order, reordered by dragging a handle; the new position is saved for this view.
 * Memoised: the list view drawn again with the same rows (a query's state changing) leaves the drag context alone.
 */
export const SortableTaskList = memo(function SortableTaskList({
  projectId,
  viewId,
  nodes,
  row,
  children,
  disabled = false,
}: Props) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const save = useTaskPositionMutation(projectId, viewId);
  const titleOf = useCallback((id: string | number) => nodes.find((n) => n.task.id === id)?.task.title, [nodes]);
  const accessibility = useDndAccessibility(titleOf);
  const count = useFirstRows(nodes.length);
  const drawn = useMemo(() => nodes.slice(0, count), [nodes, count]);
  const ids = useMemo(() => drawn.map((n) => n.task.id), [drawn]);
  const { armed, listProps, resting } = useDragArming();
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const tasks: Task[] = nodes.map((n) => n.task);
    const move = reorder(tasks, Number(active.id), Number(over.id));
    if (!move) return;
    save.mutate({ task: move.task, position: move.position }, { onError: showError });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="task-list" aria-label={t('tasks.listLabel')} {...listProps}>
          <ListDragDisabled value={disabled}>
            {drawn.map((node) => (
              <SortableTaskItem key={node.task.id} node={node} row={row} armed={armed} resting={resting} />
            ))}
          </ListDragDisabled>
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
});
