import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, endOfDay } from 'date-fns';
import { Empty, ErrorBox } from '@/components/Status';
import { TaskSummaryList } from '@/features/upcoming/TaskSummaryList';
import { upcomingQuery } from '@/features/upcoming/upcoming-query';
import { useProjectsQuery } from '@/queries/projects';
import { useFilterTimezone } from '@/queries/tasks';
import { useTasksAcrossProjectsQuery } from '@/queries/upcoming';
import { useUserQuery } from '@/queries/user';
import { projectDisplayTitle } from '@/features/projects/project-title';
import { ProjectCard } from '@/features/shell/ProjectCard';
import { ImportHint } from './ImportHint';
import { InstallHint } from './InstallHint';
import { useProjectHistory } from './project-history';

/** The greeting changes with the time of day. */
export function greetingKey(hour: number): string {
  if (hour < 5 || hour >= 23) return 'home.greeting.night';
  if (hour < 11) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.day';
  return 'home.greeting.evening';
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useUserQuery();
  const projects = useProjectsQuery();
  const history = useProjectHistory();
  const [now] = useState(() => new Date());
  const filterTimezone = useFilterTimezone();
  const due = useTasksAcrossProjectsQuery({
    ...upcomingQuery({ from: now, to: endOfDay(addDays(now, 6)), showOverdue: true, showNulls: false }),
    filterTimezone,
  });
  const name = user.data?.name || user.data?.username || '';
  const all = (projects.data ?? []).filter((p) => p.id > 0 && !p.isArchived);
  const byId = new Map(all.map((p) => [p.id, p]));
  const recent = history.map((id) => byId.get(id)).filter((p) => p !== undefined);

  return (
    <section className="home">
      <h1>{t(greetingKey(now.getHours()), { name })}</h1>
      <ImportHint />
      <InstallHint />
      {recent.length > 0 && (
        <>
          <h2>{t('home.lastViewed')}</h2>
          <ul className="project-cards" data-testid="last-viewed">
            {recent.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        </>
      )}
      <h2>{t('home.dueSoon')}</h2>
      {due.isError && <ErrorBox error={due.error} onRetry={() => void due.refetch()} />}
      {due.isSuccess && due.data.items.length === 0 && <Empty title={t('home.nothingDue')} />}
      {due.data && due.data.items.length > 0 && (
        <TaskSummaryList
          tasks={due.data.items}
          projectTitle={(id) => {
            const p = byId.get(id);
            return p && projectDisplayTitle(p, t);
          }}
        />
      )}
      {projects.isSuccess && all.length === 0 && <Empty title={t('home.noProjects')} />}
    </section>
  );
}
