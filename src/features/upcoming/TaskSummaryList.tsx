import { Link } from 'react-router';
import type { Task } from '@/api/types';
import { TaskRow } from '@/features/views/list/TaskRow';
import { useToggleDone } from '@/features/views/use-toggle-done';
import { useUserQuery } from '@/queries/user';
import '@/features/views/list/list-view.css';
import './task-summary-list.css';

/**
 * Tasks from many projects, each as the list view draws it (done box, priority, labels, signs, assignees,
 * due date red when overdue) with a link to its project.
 */
export function TaskSummaryList({
  tasks,
  projectTitle,
}: {
  tasks: Task[];
  projectTitle: (id: number) => string | undefined;
}) {
  const toggleDone = useToggleDone();
  const minimumPriority = useUserQuery().data?.settings?.frontendSettings?.minimumPriority;
  return (
    <ul className="task-list task-summary-list">
      {tasks.map((task) => (
        <li key={task.id} className="task-item" data-testid="upcoming-task">
          <TaskRow
            task={task}
            onToggleDone={toggleDone}
            minimumPriority={minimumPriority}
            project={
              <Link to={`/projects/${task.projectId}`} className="task-row-project">
                {projectTitle(task.projectId) ?? ''}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
