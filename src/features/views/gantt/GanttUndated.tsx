import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { TaskLink } from '@/app/task-modal-route-state';
import { Pager } from '@/components/Pager';

const PER_PAGE = 50;

/** The tasks without a start or an end, a page at a time (a project may hold thousands). */
export function GanttUndated({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(tasks.length / PER_PAGE));
  const current = Math.min(page, totalPages);
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby="gantt-undated">
      <h2 id="gantt-undated" className="section-title">
        {t('gantt.undated')}
      </h2>
      <ul className="gantt-undated">
        {tasks.slice((current - 1) * PER_PAGE, current * PER_PAGE).map((task) => (
          <li key={task.id}>
            <TaskLink taskId={task.id}>{task.title}</TaskLink>
          </li>
        ))}
      </ul>
      <Pager page={current} totalPages={totalPages} onPage={setPage} />
    </section>
  );
}
