import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { Badge } from '@/components/Badge';
import { IconButton } from '@/components/Button';
import { StarIcon } from '@/components/icons';
import { useErrorToast } from '@/components/use-error-toast';
import { hasDescription } from '@/features/projects/project-info';
import { ProjectBackdrop } from '@/features/projects/settings/ProjectBackdrop';
import { projectDisplayTitle } from '@/features/projects/project-title';
import { plainText } from '@/lib/plain-text';
import { useUpdateProjectMutation } from '@/queries/projects';
import { bubbleColor } from './ProjectRow';

const READ = 0;

/** A project as a card: its colour or background on top, title, the start of its description, a favourite star. */
export function ProjectCard({ project, canFavourite = true }: { project: Project; canFavourite?: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateProjectMutation();
  const showError = useErrorToast();
  const title = projectDisplayTitle(project, t);
  const color = bubbleColor(project.hexColor);
  const writable = (project.maxPermission ?? project.maxRight ?? READ) > READ;
  return (
    <li className={`project-card${project.isArchived ? ' is-archived' : ''}`}>
      <div className="project-card-banner" style={color ? { background: color } : undefined} aria-hidden="true">
        <ProjectBackdrop project={project} />
      </div>
      <div className="project-card-body">
        <Link to={`/projects/${project.id}`} className="project-card-link">
          {title}
          {project.isArchived && <Badge>{t('projectSettings.archivedBadge')}</Badge>}
        </Link>
        {hasDescription(project.description) && (
          <p className="project-card-description">{plainText(project.description)}</p>
        )}
      </div>
      {canFavourite && writable && !project.isArchived && (
        <IconButton
          className={`project-card-star${project.isFavorite ? ' is-favorite' : ''}`}
          label={t(project.isFavorite ? 'shell.unfavorite' : 'shell.favorite', { title })}
          aria-pressed={project.isFavorite}
          onClick={() => update.mutate({ ...project, isFavorite: !project.isFavorite }, { onError: showError })}
          icon={<StarIcon size={18} aria-hidden="true" fill={project.isFavorite ? 'currentColor' : 'none'} />}
        />
      )}
    </li>
  );
}
