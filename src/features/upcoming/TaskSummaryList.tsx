import { Link } from 'react-router';
import { TaskLink } from '@/app/task-modal-route-state';
import { dateLocale } from '@/app/date-locale';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { formatDue } from '@/lib/dates';

/** A compact list of tasks from many projects: title, due date (red when overdue), project link. */
export function TaskSummaryList({
  tasks,
  projectTitle,
}: {
  tasks: Task[];
  projectTitle: (id: number) => string | undefined;
}) {
  useTranslation(); // re-render when the language (and so the date locale) changes
  const now = new Date();
  return (
    <ul className="task-list">
      {tasks.map((task) => {
        const due = formatDue(task.dueDate, now, dateLocale());
        return (
          <li key={task.id} className="task-row" data-testid="upcoming-task">
            <TaskLink taskId={task.id} className="task-title">
              {task.title}
            </TaskLink>
            <Link to={`/projects/${task.projectId}`} className="task-identifier">
              {projectTitle(task.projectId) ?? ''}
            </Link>
            {due && (
              <time className={`task-due ${due.overdue ? 'overdue' : ''}`} dateTime={task.dueDate ?? undefined}>
                {due.text}
              </time>
            )}
          </li>
        );
      })}
    </ul>
  );
}
