import { Link } from 'react-router';
import { useInstantSearchParams } from '@/app/use-instant-search-params';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { projectDisplayTitle } from '@/features/projects/project-title';
import { useProjectsQuery, useProjectsWithArchivedQuery } from '@/queries/projects';
import { bubbleColor } from './ProjectRow';

function ListState({ query, emptyKey }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: unknown[] }; emptyKey: string }) {
  const { t } = useTranslation();
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  if (query.data?.length === 0) return <Empty title={t(emptyKey)} />;
  return null;
}

/** The URL remembers the switch, so going back or sharing the address keeps archived projects shown. */
const ARCHIVED_PARAM = 'archived';

/** /projects: every non-archived project, or with "show archived" every project, archived ones marked. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useInstantSearchParams();
  const showArchived = params.get(ARCHIVED_PARAM) === 'true';
  const active = useProjectsQuery();
  const withArchived = useProjectsWithArchivedQuery(showArchived);
  const projects = showArchived ? withArchived : active;
  const list = (projects.data ?? []).filter((p) => p.id > 0 && (showArchived || !p.isArchived));
  function toggle(checked: boolean) {
    const next = new URLSearchParams(params);
    if (checked) next.set(ARCHIVED_PARAM, 'true');
    else next.delete(ARCHIVED_PARAM);
    setParams(next, { replace: true });
  }
  return (
    <section>
      <h1>{t('shell.projects')}</h1>
      <div className="row">
        <Link to="/projects/new" className="btn btn-primary">
          {t('projects.newTitle')}
        </Link>
        <Link to="/filters/new" className="btn">
          {t('filters.newTitle')}
        </Link>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={showArchived} onChange={(e) => toggle(e.target.checked)} /> {t('shell.showArchived')}
      </label>
      <ListState query={{ ...projects, data: projects.data && list }} emptyKey="home.noProjects" />
      <ul className="project-cards">
        {list.map((project) => (
          <li key={project.id}>
            <Link to={`/projects/${project.id}`} className={`project-card${project.isArchived ? ' is-archived' : ''}`}>
              <span className="color-bubble" style={{ background: bubbleColor(project.hexColor) }} /> {projectDisplayTitle(project, t)}
              {project.isArchived && <span className="badge">{t('projectSettings.archivedBadge')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
