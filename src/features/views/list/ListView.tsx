import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { Pager } from '@/components/Pager';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { errorMessage } from '@/lib/error-message';
import { useDoneTasksQuery, useUpdateTaskMutation, useViewTasksQuery } from '@/queries/tasks';
import { useToasts } from '@/stores/toasts';
import { AddTaskForm } from './AddTaskForm';
import { TaskRow } from './TaskRow';

const PER_PAGE = 50;

export function ListView({ projectId, viewId, canWrite }: { projectId: number; viewId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [showDone, setShowDone] = useState(false);
  const tasks = useViewTasksQuery(projectId, viewId, { page, perPage: PER_PAGE, sortBy: ['done', 'id'], orderBy: ['asc', 'desc'] });
  const done = useDoneTasksQuery(projectId, showDone);
  const update = useUpdateTaskMutation();
  const toast = useToasts((s) => s.show);

  function toggleDone(task: Task) {
    const changed = { ...task, done: !task.done };
    update.mutate(changed, {
      onSuccess: () =>
        toast({
          kind: 'success',
          message: changed.done ? t('tasks.doneSuccess') : t('tasks.undoneSuccess'),
          action: { label: t('common.undo'), run: () => update.mutate({ ...changed, done: task.done }) },
        }),
      onError: (error) => toast({ kind: 'error', message: errorMessage(error, t) }),
    });
  }

  const items = tasks.data?.items ?? [];
  const doneItems = (done.data?.items ?? []).filter((d) => !items.some((i) => i.id === d.id));
  return (
    <div className="list-view">
      {canWrite && <AddTaskForm projectId={projectId} />}
      <div className="list-toolbar">
        <label className="checkbox">
          <input type="checkbox" checked={showDone} onChange={(e) => setShowDone(e.target.checked)} />
          {t('tasks.showDone')}
        </label>
      </div>
      {tasks.isPending && <Loading />}
      {tasks.isError && <ErrorBox error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.isSuccess && items.length === 0 && doneItems.length === 0 && (
        <Empty title={t('tasks.empty.title')}>{canWrite && <p>{t('tasks.empty.hint')}</p>}</Empty>
      )}
      <ul className="task-list" aria-label={t('tasks.listLabel')}>
        {[...items, ...doneItems].map((task) => (
          <TaskRow key={task.id} task={task} onToggleDone={toggleDone} />
        ))}
      </ul>
      {showDone && done.isError && <ErrorBox error={done.error} onRetry={() => void done.refetch()} />}
      <Pager page={page} totalPages={tasks.data?.totalPages ?? 1} onPage={setPage} />
    </div>
  );
}
