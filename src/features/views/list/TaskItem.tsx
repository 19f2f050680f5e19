import { memo, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useRowTranslation } from '@/app/use-row-translation';
import type { Task } from '@/api/types';
import { sameNode, type TaskNode } from './task-tree';
import { TaskRow } from './TaskRow';
import { withTitle } from './row-label';
import './list-view.css';

/** What every row of one list shares. */
export interface RowOptions {
  onToggleDone: (task: Task) => void;
  minimumPriority?: number;
  readOnlyReason?: string;
}

interface Props {
  node: TaskNode;
  row: RowOptions;
  handle?: ReactNode;
  itemRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
}

/**
 * A task and, indented below it, its sub-tasks. Drawn again only when its task objects, its options or its
 * drag state change: a fresh answer equal to the kept one leaves every row as it is.
 */
export const TaskItem = memo(function TaskItem({ node, row, handle, itemRef, style, dragging }: Props) {
  const { t } = useRowTranslation();
  return (
    <li ref={itemRef} style={style} className={`task-item${dragging ? ' is-dragging' : ''}`}>
      <TaskRow task={node.task} handle={handle} {...row} />
      {node.subtasks.length > 0 && (
        <ul className="subtask-list" aria-label={withTitle(t, 'tasks.subtasksOf', node.task.title)}>
          {node.subtasks.map((sub) => (
            <TaskItem key={sub.task.id} node={sub} row={row} />
          ))}
        </ul>
      )}
    </li>
  );
}, sameItem);

function sameItem(a: Props, b: Props): boolean {
  return (
    sameNode(a.node, b.node) &&
    a.row === b.row &&
    a.handle === b.handle &&
    a.itemRef === b.itemRef &&
    a.style === b.style &&
    a.dragging === b.dragging
  );
}
