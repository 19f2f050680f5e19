import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { readPermission } from '@/api/version';
import { FAVORITES_PROJECT_ID, projectDisplayTitle } from '@/features/projects/project-title';
import { ProjectMenuEntries } from '@/features/projects/settings/ProjectMenuEntries';
import { useUpdateProjectMutation } from '@/queries/projects';
import { Dropdown } from '@/components/Menu';
import { bubbleColor } from './ProjectRow';
import './sidebar-rows.css';
import { useErrorToast } from '@/components/use-error-toast';
import { EllipsisIcon, FilterIcon, StarIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';

const READ = 0;

/** The sidebar's favourites: the favourites pseudo-project first, then favourite projects with a star to unfavourite them. */
export function FavouriteRows({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const update = useUpdateProjectMutation();
  function unfavourite(project: Project) {
    update.mutate({ ...project, isFavorite: false }, { onError: showError });
  }
  return (
    <ul className="nav-list sidebar-rows" data-testid="sidebar-favourites">
      {projects.map((project) => {
        const title = projectDisplayTitle(project, t);
        const pseudo = project.id === FAVORITES_PROJECT_ID;
        const canEdit = !pseudo && (readPermission(project) ?? READ) > READ;
        return (
          <li key={project.id} className="project-row">
            <NavLink to={`/projects/${project.id}`} className="project-link">
              {pseudo ? (
                <StarIcon size={16} aria-hidden="true" className="nav-icon" />
              ) : (
                <span className="color-bubble" style={{ background: bubbleColor(project.hexColor) }} />
              )}
              {title}
            </NavLink>
            {canEdit && (
              <IconButton
                label={t('shell.unfavorite', { title })}
                className="favorite is-favorite"
                aria-pressed
                onClick={() => unfavourite(project)}
                icon={<StarIcon size={16} aria-hidden="true" fill="currentColor" />}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The sidebar's saved filters, each with the same settings menu as its page header (edit, views, delete). */
export function FilterRows({ filters }: { filters: Project[] }) {
  const { t } = useTranslation();
  return (
    <ul className="nav-list sidebar-rows" data-testid="sidebar-filters">
      {filters.map((filter) => (
        <li key={filter.id} className="project-row">
          <NavLink to={`/projects/${filter.id}`} className="project-link">
            <FilterIcon size={16} aria-hidden="true" className="nav-icon" />
            {filter.title}
          </NavLink>
          <Dropdown
            label={t('shell.projectSettings', { title: filter.title })}
            trigger={<EllipsisIcon size={16} aria-hidden="true" />}
          >
            <ul className="menu-list">
              <ProjectMenuEntries project={filter} permission={readPermission(filter) ?? READ} />
            </ul>
          </Dropdown>
        </li>
      ))}
    </ul>
  );
}
