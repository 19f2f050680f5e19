import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useProjectQuery } from '@/queries/projects';
import type { Task } from '@/api/types';
import { positionBetween } from '@/lib/position';
import { useDoneTasksQuery, useTaskPositionMutation, useViewTasksQuery } from '@/queries/tasks';
import { useUserQuery } from '@/queries/user';
import { useToggleDone } from '../use-toggle-done';
import { AddTaskForm } from './AddTaskForm';
import { doneSourceOf } from '@/lib/done-source';
import { listTaskQuery } from './list-query';
import { SortableTaskList } from './SortableTaskList';
import { TaskItem, type RowOptions } from './TaskItem';
import { nestSubtasks } from './task-tree';
import { useFirstRows } from '@/lib/use-first-rows';
import { useErrorToast } from '@/components/use-error-toast';
import { isFromCache } from '@/queries/cache-state';
import { usePage } from '../filter/use-page';
import { useViewFilter } from '../filter/use-view-filter';
import { ViewFilterBar } from '../filter/ViewFilterBar';

export function ListView({ projectId, viewId, canWrite }: { projectId: number; viewId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const view = useViewFilter();
  const narrow = { filter: view.serverFilter, s: view.search || undefined };
  const [page, setPage] = usePage(`${narrow.s ?? ''}\n${narrow.filter ?? ''}`);
  const [showDone, setShowDone] = useState(false);
  const tasks = useViewTasksQuery(projectId, viewId, listTaskQuery(narrow, page));
  // Kept from the last visit and not fetched again yet: shown, but no order is computed from it.
  const fromCache = isFromCache(tasks);
  const project = useProjectQuery(projectId).data;
  const doneSource = doneSourceOf(projectId, project?.views);
  const done = useDoneTasksQuery(doneSource, showDone, narrow);
  const narrowed = narrow.s !== undefined || narrow.filter !== undefined;
  const archived = project?.isArchived === true;
  const minimumPriority = useUserQuery().data?.settings?.frontendSettings?.minimumPriority;
  const toggleDone = useToggleDone();
  const move = useTaskPositionMutation(projectId, viewId);

  const items = tasks.data?.items;
  const doneData = done.data?.items;
  // Done tasks of the view's page nest under their parents too; the separately loaded ones follow, flat.
  // Rows are memoised: the same answer (or an equal fresh one) gives the same nodes and options.
  const nodes = useMemo(() => nestSubtasks(items ?? [], showDone), [items, showDone]);
  const doneNodes = useMemo(() => {
    const doneItems = (doneData ?? []).filter((d) => !items?.some((i) => i.id === d.id));
    const nested = new Set<number>();
    const collect = (n: (typeof nodes)[number]): void => void (nested.add(n.task.id), n.subtasks.forEach(collect));
    nodes.forEach(collect);
    return nestSubtasks(doneItems, true).filter((n) => !nested.has(n.task.id));
  }, [doneData, items, nodes]);
  const readOnlyReason = canWrite ? undefined : t(archived ? 'tasks.readOnly.archived' : 'tasks.readOnly.noPermission');
  const row = useMemo(
    (): RowOptions => ({ onToggleDone: toggleDone, minimumPriority, readOnlyReason }),
    [toggleDone, minimumPriority, readOnlyReason],
  );
  // A task typed into the box at the top lands at the top, where the eye already is (the server would put it
  // last). One task at a time: the lines of a multi-line add keep the server's order.
  const top = page === 1 && !fromCache ? nodes[0]?.task : undefined;
  function putOnTop(created: Task[]) {
    const [task] = created;
    if (created.length !== 1 || !task || task.projectId !== projectId || !top || top.id === task.id) return;
    move.mutate({ task, position: positionBetween(null, top.position) }, { onError: showError });
  }
  const readOnlyNodes = nodes.slice(0, useFirstRows(canWrite ? 0 : nodes.length));
  const doneRows = useMemo(
    () =>
      doneNodes.length > 0 ? doneNodes.map((node) => <TaskItem key={node.task.id} node={node} row={row} />) : undefined,
    [doneNodes, row],
  );

  return (
    <div className="list-view">
      {canWrite && <AddTaskForm projectId={projectId} onCreated={putOnTop} />}
      <ViewFilterBar view={view}>
        {doneSource && (
          <label className="checkbox">
            <input type="checkbox" checked={showDone} onChange={(e) => setShowDone(e.target.checked)} />
            {t('tasks.showDone')}
          </label>
        )}
      </ViewFilterBar>
      {fromCache && (
        <p className="list-updating" role="status">
          {t('shell.updating')}
        </p>
      )}
      {tasks.isPending && <Loading />}
      {tasks.isError && <ErrorBox error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.isSuccess && nodes.length === 0 && doneNodes.length === 0 && (
        <Empty title={narrowed ? t('viewFilter.noMatch') : t('tasks.empty.title')}>
          {canWrite && !narrowed && <p>{t('tasks.empty.hint')}</p>}
        </Empty>
      )}
      {/* One tree from the first paint on: rows are never swapped for other components under the pointer. */}
      {canWrite ? (
        <SortableTaskList projectId={projectId} viewId={viewId} nodes={nodes} row={row} disabled={fromCache}>
          {doneRows}
        </SortableTaskList>
      ) : (
        <ul className="task-list" aria-label={t('tasks.listLabel')}>
          {readOnlyNodes.map((node) => (
            <TaskItem key={node.task.id} node={node} row={row} />
          ))}
          {doneRows}
        </ul>
      )}
      {showDone && done.isError && <ErrorBox error={done.error} onRetry={() => void done.refetch()} />}
      <Pager page={page} totalPages={tasks.data?.totalPages ?? 1} onPage={setPage} />
    </div>
  );
}
