import { useState, type ReactNode } from 'react';
import { useRowTranslation } from '@/app/use-row-translation';
import { TaskLink } from '@/app/task-modal-route-state';
import type { Task } from '@/api/types';
import { Tooltip } from '@/components/Tooltip';
import { LabelChip } from '@/features/labels/LabelChip';
import { sortLabels } from '@/lib/sort-labels';
import { DueDate, PriorityBadge } from './TaskBadges';
import { TaskRowSigns } from './TaskRowSigns';
import { withTitle } from './row-label';

interface TaskRowProps {
  task: Task;
  onToggleDone: (task: Task) => void;
  /** The user's frontendSettings.minimumPriority (medium when unset). */
  minimumPriority?: number;
  /** Why the task cannot be changed here (read-only share, archived project); the done box is then disabled. */
  readOnlyReason?: string;
  /** The drag handle, when the list can be reordered. */
  handle?: ReactNode;
  /** Where the task lives, in lists that mix projects (a link to the project). */
  project?: ReactNode;
}

/** One task's line in the list view: done box, title, priority, labels, identifier, due date. */
export function TaskRow({ task, onToggleDone, minimumPriority, readOnlyReason, handle, project }: TaskRowProps) {
  const { t } = useRowTranslation();
  const id = `task-done-${task.id}`;
  // The box follows the click at once; the saved task takes over when it arrives.
  const [pending, setPending] = useState<{ from: boolean; to: boolean } | null>(null);
  const checked = pending && pending.from === task.done ? pending.to : task.done;
  const box = (
    <input
      id={id}
      type="checkbox"
      className="task-check"
      checked={checked}
      disabled={readOnlyReason !== undefined}
      onChange={() => {
        setPending({ from: task.done, to: !checked });
        onToggleDone(task);
      }}
      aria-label={withTitle(t, checked ? 'tasks.markUndone' : 'tasks.markDone', task.title)}
    />
  );
  return (
    <div className={`task-row${checked ? ' is-done' : ''}`} data-testid="task-row">
      {handle}
      {readOnlyReason === undefined ? (
        // The label around the box is its touch target on a phone, larger than the box it draws.
        <label className="task-check-hit">{box}</label>
      ) : (
        <Tooltip text={readOnlyReason} describes>
          {box}
        </Tooltip>
      )}
      <div className="task-row-main">
        <TaskLink taskId={task.id} className="task-title">
          {task.title}
        </TaskLink>
        <span className="task-row-meta">
          <PriorityBadge task={task} minimumPriority={minimumPriority} />
          {sortLabels(task.labels ?? []).map((label) => (
            <LabelChip key={label.id} label={label} />
          ))}
          <TaskRowSigns task={task} />
          {project}
          {task.identifier && <span className="task-identifier">{task.identifier}</span>}
          <DueDate task={task} />
        </span>
      </div>
    </div>
  );
}
