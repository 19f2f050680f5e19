import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty } from '@/components/Status';
import { useProjectsQuery } from '@/queries/projects';
import { useUserQuery } from '@/queries/user';

/** The greeting changes with the time of day, like the spec's overview. */
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
  const name = user.data?.name || user.data?.username || '';
  const list = (projects.data ?? []).filter((p) => p.id > 0 && !p.isArchived);
  return (
    <section className="home">
      <h1>{t(greetingKey(new Date().getHours()), { name })}</h1>
      {projects.isSuccess && list.length === 0 && <Empty title={t('home.noProjects')} />}
      <ul className="project-cards">
        {list.map((project) => (
          <li key={project.id}>
            <Link to={`/projects/${project.id}`} className="project-card">
              {project.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
