import { useState, type FormEvent } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/Status';
import { useCreateProjectMutation, useProjectsQuery } from '@/queries/projects';

export function Sidebar() {
  const { t } = useTranslation();
  const projects = useProjectsQuery();
  const create = useCreateProjectMutation();
  const [title, setTitle] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return;
    create.mutate(title.trim(), { onSuccess: () => setTitle('') });
  }

  const roots = (projects.data ?? []).filter((p) => !p.isArchived && p.id > 0);
  return (
    <nav id="sidebar" className="sidebar" aria-label={t('shell.navigation')}>
      <ul className="nav-list">
        <li>
          <NavLink to="/" end>
            {t('shell.overview')}
          </NavLink>
        </li>
      </ul>
      <h2 className="nav-heading">{t('shell.projects')}</h2>
      {projects.isError && <ErrorBox error={projects.error} onRetry={() => void projects.refetch()} />}
      <ul className="nav-list" aria-busy={projects.isPending}>
        {roots.map((project) => (
          <li key={project.id}>
            <NavLink to={`/projects/${project.id}`}>
              <span className="color-bubble" style={{ background: project.hexColor ? `#${project.hexColor.replace('#', '')}` : undefined }} />
              {project.title}
            </NavLink>
          </li>
        ))}
      </ul>
      <form className="new-project" onSubmit={submit}>
        <label htmlFor="new-project" className="visually-hidden">
          {t('projects.newTitle')}
        </label>
        <input
          id="new-project"
          placeholder={t('projects.newPlaceholder')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        {create.isError && <ErrorBox error={create.error} />}
      </form>
    </nav>
  );
}
