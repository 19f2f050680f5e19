import { useState } from 'react';
import { useInstantSearchParams } from '@/app/use-instant-search-params';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useProjectsQuery } from '@/queries/projects';
import { useFilterTimezone } from '@/queries/tasks';
import { useTasksAcrossProjectsQuery } from '@/queries/upcoming';
import { rangeFromSearch, upcomingQuery } from './upcoming-query';
import { TaskSummaryList } from './TaskSummaryList';
import { dayString, UpcomingFilters } from './UpcomingFilters';

const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/** /tasks/by/upcoming: undone tasks in a date range across all projects, a page at a time. */
export function UpcomingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useInstantSearchParams();
  const [now] = useState(() => new Date());
  const range = rangeFromSearch(params, now);
  const page = pageOf(params);
  const filterTimezone = useFilterTimezone();
  const tasks = useTasksAcrossProjectsQuery({ ...upcomingQuery(range), page, filterTimezone });
  const projects = useProjectsQuery();
  const titleOf = (id: number) => projects.data?.find((p) => p.id === id)?.title;

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    next.set('from', dayString(range.from));
    next.set('to', dayString(range.to));
    next.set('showOverdue', String(range.showOverdue));
    next.set('showNulls', String(range.showNulls));
    // Another range starts again on its first page.
    next.delete('page');
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  }

  function goTo(target: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  }

  return (
    <section className="upcoming">
      <h1>{t('upcoming.title')}</h1>
      <UpcomingFilters range={range} now={now} update={update} />
      {tasks.isError && <ErrorBox error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.isPending && <Loading />}
      {tasks.isSuccess && tasks.data.items.length === 0 && <Empty title={t('upcoming.empty')} />}
      {tasks.data && tasks.data.items.length > 0 && <TaskSummaryList tasks={tasks.data.items} projectTitle={titleOf} />}
      <Pager page={page} totalPages={tasks.data?.totalPages ?? 1} onPage={goTo} />
    </section>
  );
}
