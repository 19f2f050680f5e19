import { useState, type FormEvent } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAVORITES_PROJECT_ID } from '@/features/projects/project-title';
import { Button } from '@/components/Button';
import {
  CalendarClockIcon,
  FilterIcon,
  FolderPlusIcon,
  FoldersIcon,
  HouseIcon,
  TagIcon,
  UsersIcon,
} from '@/components/icons';
import { ErrorBox } from '@/components/Status';
import { useCreateProjectMutation, useProjectsQuery } from '@/queries/projects';
import { useToasts } from '@/stores/toasts';
import { ProjectTree } from './ProjectTree';
import { FavouriteRows, FilterRows } from './SidebarRows';

/** The sidebar's fixed links with their g-chords. */
export const NAV_LINKS = [
  { to: '/', key: 'shell.overview', chord: 'g o', Icon: HouseIcon },
  { to: '/tasks/by/upcoming', key: 'shell.upcoming', chord: 'g u', Icon: CalendarClockIcon },
  { to: '/projects', key: 'shell.projects', chord: 'g p', Icon: FoldersIcon },
  { to: '/labels', key: 'shell.labels', chord: 'g a', Icon: TagIcon },
  { to: '/teams', key: 'shell.teams', chord: 'g m', Icon: UsersIcon },
] as const;

export function Sidebar() {
  const { t } = useTranslation();
  const projects = useProjectsQuery();
  const create = useCreateProjectMutation();
  const toast = useToasts((s) => s.show);
  const [title, setTitle] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return;
    create.mutate(title.trim(), {
      onSuccess: (project) => {
        setTitle('');
        toast({ kind: 'success', message: t('newProject.created', { title: project.title }) });
      },
    });
  }

  const all = projects.data ?? [];
  // The favourites pseudo-project (present while any task is a favourite) leads the favourite projects.
  const favourites = all.filter((p) => p.id === FAVORITES_PROJECT_ID || (p.id > 0 && p.isFavorite && !p.isArchived));
  // Saved filters come as pseudo-projects with ids below -1 (-1 is the favourites pseudo-project).
  const filters = all.filter((p) => p.id < -1);
  return (
    <nav id="sidebar" className="sidebar" aria-label={t('shell.navigation')}>
      <ul className="nav-list">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              <link.Icon size={18} aria-hidden="true" className="nav-icon" />
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
      {projects.isError && <ErrorBox error={projects.error} onRetry={() => void projects.refetch()} />}
      {favourites.length > 0 && (
        <>
          <h2 className="nav-heading">{t('shell.favourites')}</h2>
          <FavouriteRows projects={favourites} />
        </>
      )}
      {filters.length > 0 && (
        <>
          <h2 className="nav-heading">{t('shell.savedFilters')}</h2>
          <FilterRows filters={filters} />
        </>
      )}
      <h2 className="nav-heading">{t('shell.projects')}</h2>
      <div aria-busy={projects.isPending}>
        <ProjectTree projects={all} />
      </div>
      <form className="new-project" onSubmit={submit}>
        <label htmlFor="new-project" className="visually-hidden">
          {t('projects.newTitle')}
        </label>
        <FolderPlusIcon size={16} aria-hidden="true" className="new-project-icon" />
        <input
          id="new-project"
          placeholder={t('projects.newPlaceholder')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        {create.isError && <ErrorBox error={create.error} />}
      </form>
      <Button
        variant="ghost"
        className="sidebar-action"
        icon={<FilterIcon size={16} aria-hidden="true" />}
        onClick={() => void navigate('/filters/new')}
      >
        {t('filters.newTitle')}
      </Button>
    </nav>
  );
}
