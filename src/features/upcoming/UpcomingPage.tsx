import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useProjectsQuery } from '@/queries/projects';
import { useTasksAcrossProjectsQuery } from '@/queries/upcoming';
import { rangeFromSearch, upcomingQuery } from './upcoming-query';
import { TaskSummaryList } from './TaskSummaryList';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** /tasks/by/upcoming: undone tasks in a date range across all projects. */
export function UpcomingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const range = rangeFromSearch(params, now);
  const tasks = useTasksAcrossProjectsQuery(upcomingQuery(range));
  const projects = useProjectsQuery();
  const titleOf = (id: number) => projects.data?.find((p) => p.id === id)?.title;

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    next.set('from', day(range.from));
    next.set('to', day(range.to));
    next.set('showOverdue', String(range.showOverdue));
    next.set('showNulls', String(range.showNulls));
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  }

  return (
    <section className="upcoming">
      <h1>{t('upcoming.title')}</h1>
      <form className="upcoming-filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('upcoming.from')}
          <input type="date" value={day(range.from)} onChange={(e) => e.target.value && update({ from: e.target.value })} />
        </label>
        <label>
          {t('upcoming.to')}
          <input type="date" value={day(range.to)} onChange={(e) => e.target.value && update({ to: e.target.value })} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={range.showOverdue} onChange={(e) => update({ showOverdue: String(e.target.checked) })} />
          {t('upcoming.showOverdue')}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={range.showNulls} onChange={(e) => update({ showNulls: String(e.target.checked) })} />
          {t('upcoming.showNulls')}
        </label>
      </form>
      {tasks.isError && <ErrorBox error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.isPending && <Loading />}
      {tasks.isSuccess && tasks.data.items.length === 0 && <Empty title={t('upcoming.empty')} />}
      {tasks.data && tasks.data.items.length > 0 && <TaskSummaryList tasks={tasks.data.items} projectTitle={titleOf} />}
    </section>
  );
}
