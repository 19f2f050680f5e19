import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { usePlatform } from '@/app/context';
import { useRowTranslation } from '@/app/use-row-translation';
import { Pager } from '@/components/Pager';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useViewTasksQuery } from '@/queries/tasks';
import { isFromCache } from '@/queries/cache-state';
import { usePage } from '../filter/use-page';
import { useViewFilter } from '../filter/use-view-filter';
import { ViewFilterBar } from '../filter/ViewFilterBar';
import { Cell } from './Cell';
import { tableTaskQuery } from './table-query';
import { useFirstRows } from '@/lib/use-first-rows';
import { COLUMNS, DEFAULT_SORT, nextSort, type ColumnId, type SortState } from './columns';
import { useColumnVisibility } from './use-column-visibility';
import { useTaskOpener, type TaskOpener } from '../task-opener';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/icons';
import './table-view.css';

/**
 * One task's row; drawn again only when its task object, the columns shown or the language change. It follows
 * the language for its cells: one subscription a row, not one a cell.
 */
const Row = memo(function Row({
  task,
  shown,
  opener,
}: {
  task: Task;
  shown: readonly { id: ColumnId }[];
  opener: TaskOpener;
}) {
  const { t, i18n } = useRowTranslation();
  return (
    <tr className={task.done ? 'is-done' : undefined}>
      {shown.map((c) => (
        <Cell key={c.id} task={task} column={c.id} t={t} language={i18n.language} opener={opener} />
      ))}
    </tr>
  );
});

export function TableView({ projectId, viewId }: { projectId: number; viewId: number }) {
  const { t } = useTranslation();
  const { storage } = usePlatform();
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const view = useViewFilter();
  const narrow = { filter: view.serverFilter, s: view.search || undefined };
  const [page, setPage] = usePage(`${narrow.s ?? ''}\n${narrow.filter ?? ''}`);
  const { visible, shown, toggle } = useColumnVisibility(storage);
  const opener = useTaskOpener();
  const tasks = useViewTasksQuery(projectId, viewId, tableTaskQuery(narrow, page, sort));
  const narrowed = narrow.s !== undefined || narrow.filter !== undefined;

  const rows = tasks.data?.items ?? [];
  const drawn = rows.slice(0, useFirstRows(rows.length));
  return (
    <div className="table-view">
      <ViewFilterBar view={view}>
        <details className="column-chooser">
          <summary className="btn">{t('table.columns')}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('table.columns')}</legend>
            {COLUMNS.map((c) => (
              <label key={c.id} className="checkbox">
                <input type="checkbox" checked={visible[c.id]} onChange={() => toggle(c.id)} />
                {t(`table.column.${c.id}`)}
              </label>
            ))}
          </fieldset>
        </details>
      </ViewFilterBar>
      {opener.bridge}
      {isFromCache(tasks) && (
        <p className="list-updating" role="status">
          {t('shell.updating')}
        </p>
      )}
      {tasks.isPending && <Loading />}
      {tasks.isError && <ErrorBox error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.isSuccess && tasks.data.items.length === 0 && (
        <Empty title={narrowed ? t('viewFilter.noMatch') : t('tasks.empty.title')} />
      )}
      {tasks.isSuccess && tasks.data.items.length > 0 && (
        <div className="table-scroll" role="region" aria-label={t('table.region')} tabIndex={0}>
          <table className="task-table">
            <thead>
              <tr>
                {shown.map((c) => (
                  <th
                    key={c.id}
                    scope="col"
                    className={c.id === 'title' ? 'table-title' : undefined}
                    aria-sort={sort.by === c.sortBy ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortBy ? (
                      <button type="button" className="th-sort" onClick={() => setSort((s) => nextSort(s, c.sortBy))}>
                        {t(`table.column.${c.id}`)}
                        {sort.by === c.sortBy &&
                          (sort.order === 'asc' ? (
                            <ArrowUpIcon size={14} aria-hidden="true" />
                          ) : (
                            <ArrowDownIcon size={14} aria-hidden="true" />
                          ))}
                      </button>
                    ) : (
                      t(`table.column.${c.id}`)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {drawn.map((task) => (
                <Row key={task.id} task={task} shown={shown} opener={opener} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} totalPages={tasks.data?.totalPages ?? 1} onPage={setPage} />
    </div>
  );
}
