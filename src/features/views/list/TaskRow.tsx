import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '@/api/types';
import { LabelChip } from '@/features/labels/LabelChip';
import { formatDue } from '@/lib/dates';

/** The spec shows a priority from medium up (the default minimum) and stresses it from high up. */
const MEDIUM = 2;
const HIGH = 3;

export function TaskRow({ task, onToggleDone }: { task: Task; onToggleDone: (task: Task) => void }) {
  const { t, i18n } = useTranslation();
  const id = `task-done-${task.id}`;
  const due = formatDue(task.dueDate, new Date(), i18n.language);
  // The box follows the click at once; the saved task takes over when it arrives.
  const [pending, setPending] = useState<{ from: boolean; to: boolean } | null>(null);
  const checked = pending && pending.from === task.done ? pending.to : task.done;
  return (
    <li className={`task-row${checked ? ' is-done' : ''}`} data-testid="task-row">
      <input
        id={id}
        type="checkbox"
        className="task-check"
        checked={checked}
        onChange={() => {
          setPending({ from: task.done, to: !checked });
          onToggleDone(task);
        }}
        aria-label={checked ? t('tasks.markUndone', { title: task.title }) : t('tasks.markDone', { title: task.title })}
      />
      <Link to={`/tasks/${task.id}`} className="task-title">
        {task.title}
      </Link>
      {task.priority >= MEDIUM && !task.done && (
        <span className={`priority${task.priority >= HIGH ? ' priority-high' : ''}`}>{t(`taskDetail.priorities.${task.priority}`)}</span>
      )}
      {(task.labels ?? []).map((label) => (
        <LabelChip key={label.id} label={label} />
      ))}
      {task.identifier && <span className="task-identifier">{task.identifier}</span>}
      {due && (
        <time className={`task-due${due.overdue && !task.done ? ' overdue' : ''}`} dateTime={task.dueDate ?? undefined}>
          {due.text}
        </time>
      )}
    </li>
  );
}
