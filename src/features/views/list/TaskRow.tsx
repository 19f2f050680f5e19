import { useState, type ReactNode } from 'react';
import { dateLocale } from '@/app/date-locale';
import { useTranslation } from 'react-i18next';
import { TaskLink } from '@/app/task-modal-route-state';
import type { Task } from '@/api/types';
import { LabelChip } from '@/features/labels/LabelChip';
import { sortLabels } from '@/lib/sort-labels';
import { formatDue } from '@/lib/dates';
import { priorityDisplay } from './priority-display';
import { priorityLevel } from '@/lib/task-ranges';
import { TaskRowSigns } from './TaskRowSigns';

interface TaskRowProps {
  task: Task;
  onToggleDone: (task: Task) => void;
  /** The user's frontendSettings.minimumPriority (medium when unset). */
  minimumPriority?: number;
  /** Why the task cannot be changed here (read-only share, archived project); the done box is then disabled. */
  readOnlyReason?: string;
  /** The drag handle, when the list can be reordered. */
  handle?: ReactNode;
}

/** One task's line in the list view: done box, title, priority, labels, identifier, due date. */
export function TaskRow({ task, onToggleDone, minimumPriority, readOnlyReason, handle }: TaskRowProps) {
  const { t } = useTranslation();
  const id = `task-done-${task.id}`;
  const due = formatDue(task.dueDate, new Date(), dateLocale());
  // The box follows the click at once; the saved task takes over when it arrives.
  const [pending, setPending] = useState<{ from: boolean; to: boolean } | null>(null);
  const checked = pending && pending.from === task.done ? pending.to : task.done;
  const priority = priorityDisplay(priorityLevel(task.priority), task.done, minimumPriority);
  return (
    <div className={`task-row${checked ? ' is-done' : ''}`} data-testid="task-row">
      {handle}
      <input
        id={id}
        type="checkbox"
        className="task-check"
        checked={checked}
        disabled={readOnlyReason !== undefined}
        title={readOnlyReason}
        aria-description={readOnlyReason}
        onChange={() => {
          setPending({ from: task.done, to: !checked });
          onToggleDone(task);
        }}
        aria-label={checked ? t('tasks.markUndone', { title: task.title }) : t('tasks.markDone', { title: task.title })}
      />
      <div className="task-row-main">
        <TaskLink taskId={task.id} className="task-title">
          {task.title}
        </TaskLink>
        <span className="task-row-meta">
          {priority && (
            <span className={`priority${priority === 'normal' ? '' : ` priority-${priority}`}`} data-testid="priority">
              {t(`taskDetail.priorities.${priorityLevel(task.priority)}`)}
            </span>
          )}
          {sortLabels(task.labels ?? []).map((label) => (
            <LabelChip key={label.id} label={label} />
          ))}
          <TaskRowSigns task={task} />
          {task.identifier && <span className="task-identifier">{task.identifier}</span>}
          {due && (
            <time
              className={`task-due${due.overdue && !task.done ? ' overdue' : ''}`}
              dateTime={task.dueDate ?? undefined}
            >
              {due.text}
            </time>
          )}
        </span>
      </div>
    </div>
  );
}
