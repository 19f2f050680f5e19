import { useNavigate } from 'react-router';
import { useInstantSearchParams } from '@/app/use-instant-search-params';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { FilterIcon, PlusIcon } from '@/components/icons';
import { useProjectsQuery, useProjectsWithArchivedQuery } from '@/queries/projects';
import { ProjectCard } from './ProjectCard';

function ListState({
  query,
  emptyKey,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: unknown[] };
  emptyKey: string;
}) {
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
  const navigate = useNavigate();
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
      <div className="page-toolbar">
        <Button
          variant="primary"
          icon={<PlusIcon size={18} aria-hidden="true" />}
          onClick={() => void navigate('/projects/new')}
        >
          {t('projects.newTitle')}
        </Button>
        <Button icon={<FilterIcon size={18} aria-hidden="true" />} onClick={() => void navigate('/filters/new')}>
          {t('filters.newTitle')}
        </Button>
        <Checkbox
          className="page-toolbar-end"
          checked={showArchived}
          onChange={(e) => toggle(e.target.checked)}
          label={t('shell.showArchived')}
        />
      </div>
      <ListState query={{ ...projects, data: projects.data && list }} emptyKey="home.noProjects" />
      <ul className="project-cards">
        {list.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </ul>
    </section>
  );
}
