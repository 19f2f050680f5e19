import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { formatDue } from '@/lib/dates';

/** A compact list of tasks from many projects: title, due date (red when overdue), project link. */
export function TaskSummaryList({ tasks, projectTitle }: { tasks: Task[]; projectTitle: (id: number) => string | undefined }) {
  const { i18n } = useTranslation();
  const now = new Date();
  return (
    <ul className="task-list">
      {tasks.map((task) => {
        const due = formatDue(task.dueDate, now, i18n.language);
        return (
          <li key={task.id} className="task-row" data-testid="upcoming-task">
            <Link to={`/tasks/${task.id}`} className="task-title">
              {task.title}
            </Link>
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
