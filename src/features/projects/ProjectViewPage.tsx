import { Suspense, useEffect } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasDescription } from './project-info';
import { FAVORITES_PROJECT_ID, projectDisplayTitle } from './project-title';
import { readPermission } from '@/api/version';
import { useIsBackdrop } from '@/app/backdrop-context';
import { usePlatform } from '@/app/context';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useProjectQuery, useProjectViewsQuery } from '@/queries/projects';
import { ListView } from '@/features/views/list/ListView';
import { GanttView, KanbanView, TableView } from './lazy-views';
import { ProjectBackdrop } from './settings/ProjectBackdrop';
import { ProjectSettingsMenu } from './settings/ProjectSettingsMenu';
import { rememberView } from './view-memory';
import { InfoIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';

const READ = 0;

export function ProjectViewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectId = Number(params.projectId);
  const viewId = Number(params.viewId);
  const platform = usePlatform();
  const project = useProjectQuery(projectId);
  const views = useProjectViewsQuery(projectId);
  const backdrop = useIsBackdrop();

  // Only a view that exists is remembered: a stale link must not replace the view last used.
  const exists = views.data?.some((v) => v.id === viewId) === true;
  useEffect(() => {
    if (exists) void rememberView(platform.storage, projectId, viewId);
  }, [platform, projectId, viewId, exists]);

  useEffect(() => {
    if (project.data?.title) document.title = `${projectDisplayTitle(project.data, t)} · ${t('app.name')}`;
  }, [project.data, t]);

  if (project.isError) return <ErrorBox error={project.error} onRetry={() => void project.refetch()} />;
  if (project.isPending || views.isPending) return <Loading />;
  const view = views.data?.find((v) => v.id === viewId);
  // An old link, a deleted view or "view 0": the project's own choice of view (view 0 when it has none, also
  // when the kept cache had sent the person to a view that is gone by now).
  // Behind a dialog (the views editor deleting this very view) the page only shows what it has.
  const hasViews = (views.data?.length ?? 0) > 0;
  if (!view && (hasViews || viewId !== 0) && !backdrop) return <Navigate to={`/projects/${projectId}`} replace />;
  const permission = readPermission(project.data) ?? READ;
  const canWrite = permission > READ && !project.data.isArchived;
  // The title is empty for a moment while a renamed or just-created project is fetched again.
  const title = project.data.title ? projectDisplayTitle(project.data, t) : t('projects.loadingTitle');

  return (
    <section
      className={`project${project.data.backgroundInformation ? ' has-background' : ''}`}
      aria-labelledby="project-view-title"
    >
      <ProjectBackdrop project={project.data} />
      <header className="project-header">
        <h1 id="project-view-title">{title}</h1>
        {/* The favourites' description is the server's English wording of what the translated title says. */}
        {project.data.id !== FAVORITES_PROJECT_ID && hasDescription(project.data.description) && (
          <Tooltip text={t('projects.info', { title })}>
            <Link
              to={`/projects/${projectId}/info`}
              className="btn btn-icon"
              aria-label={t('projects.info', { title })}
            >
              <InfoIcon size={18} aria-hidden="true" />
            </Link>
          </Tooltip>
        )}
        {project.data.isArchived && <span className="badge">{t('projectSettings.archivedBadge')}</span>}
        {permission > READ && <ProjectSettingsMenu project={project.data} permission={permission} />}
        <nav className="view-tabs" aria-label={t('projects.views')}>
          {[...(views.data ?? [])]
            .sort((a, b) => a.position - b.position)
            .map((v) => (
              <NavLink key={v.id} to={`/projects/${projectId}/${v.id}`}>
                {v.title}
              </NavLink>
            ))}
        </nav>
      </header>
      {!view && <Empty title={t('projects.viewMissing')} />}
      {view?.viewKind === 'list' && <ListView projectId={projectId} viewId={view.id} canWrite={canWrite} />}
      <Suspense fallback={<Loading />}>
        {view?.viewKind === 'table' && <TableView projectId={projectId} viewId={view.id} />}
        {view?.viewKind === 'kanban' && <KanbanView projectId={projectId} view={view} canWrite={canWrite} />}
        {view?.viewKind === 'gantt' && <GanttView projectId={projectId} viewId={view.id} canWrite={canWrite} />}
      </Suspense>
    </section>
  );
}
