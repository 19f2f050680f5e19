import { useRowTranslation } from '@/app/use-row-translation';
import type { Task } from '@/api/types';
import { dateLocale } from '@/app/date-locale';
import { CalendarIcon } from '@/components/icons';
import { formatDue, isTaskOverdue } from '@/lib/dates';
import { priorityLevel } from '@/lib/task-ranges';
import { priorityDisplay } from './priority-display';

/** The task's priority as a coloured badge, when it is high enough to show (see priorityDisplay). */
export function PriorityBadge({ task, minimumPriority }: { task: Task; minimumPriority?: number }) {
  const { t } = useRowTranslation();
  const level = priorityLevel(task.priority);
  const style = priorityDisplay(level, task.done, minimumPriority);
  if (!style) return null;
  return (
    <span className={`priority${style === 'normal' ? '' : ` priority-${style}`}`} data-testid="priority">
      {t(`taskDetail.priorities.${level}`)}
    </span>
  );
}

/** The due date as a relative phrase, red while it is past and the task not done; nothing when unset. */
export function DueDate({ task, icon = false }: { task: Task; icon?: boolean }) {
  useRowTranslation(); // re-render when the language (and so the date locale) changes
  const now = new Date();
  const due = formatDue(task.dueDate, now, dateLocale());
  if (!due) return null;
  return (
    <time className={`task-due${isTaskOverdue(task, now) ? ' overdue' : ''}`} dateTime={task.dueDate ?? undefined}>
      {icon && <CalendarIcon size={14} aria-hidden="true" />}
      {due.text}
    </time>
  );
}
