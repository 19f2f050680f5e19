import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useProjectsQuery } from '@/queries/projects';
import { bubbleColor } from './ProjectRow';

function ListState({ query, emptyKey }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: unknown[] }; emptyKey: string }) {
  const { t } = useTranslation();
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  if (query.data?.length === 0) return <Empty title={t(emptyKey)} />;
  return null;
}

/** /projects: every non-archived project. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const projects = useProjectsQuery();
  const list = (projects.data ?? []).filter((p) => p.id > 0 && !p.isArchived);
  return (
    <section>
      <h1>{t('shell.projects')}</h1>
      <ListState query={{ ...projects, data: projects.data && list }} emptyKey="home.noProjects" />
      <ul className="project-cards">
        {list.map((project) => (
          <li key={project.id}>
            <Link to={`/projects/${project.id}`} className="project-card">
              <span className="color-bubble" style={{ background: bubbleColor(project.hexColor) }} /> {project.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
