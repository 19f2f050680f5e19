import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Project } from '@/api/types';
import { readPermission } from '@/api/version';
import { Dropdown } from './Dropdown';

const READ = 0;

export const bubbleColor = (hex: string | undefined): string | undefined => (hex ? `#${hex.replace('#', '')}` : undefined);

interface Props {
  project: Project;
  depth: number;
  hasChildren: boolean;
  collapsed: boolean;
  onToggleCollapse: () => void;
  onToggleFavorite: () => void;
}

/** One sidebar project: drag handle, collapse toggle, colour, title, favourite star, settings. */
export function ProjectRow({ project, depth, hasChildren, collapsed, onToggleCollapse, onToggleFavorite }: Props) {
  const { t } = useTranslation();
  const canEdit = (readPermission(project) ?? READ) > READ;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: project.id, disabled: !canEdit });
  const style = { transform: CSS.Transform.toString(transform), transition, paddingLeft: `${depth * 1}rem` };

  return (
    <li ref={setNodeRef} style={style} className={`project-row ${isDragging ? 'is-dragging' : ''}`} data-testid="sidebar-project">
      {canEdit && (
        <button
          type="button"
          className="btn btn-icon drag-handle"
          aria-label={t('shell.dragProject', { title: project.title })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      {hasChildren ? (
        <button
          type="button"
          className="btn btn-icon collapse-toggle"
          aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse', { title: project.title })}
          aria-expanded={!collapsed}
          onClick={onToggleCollapse}
        >
          <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
        </button>
      ) : (
        <span className="collapse-spacer" />
      )}
      <NavLink to={`/projects/${project.id}`} className="project-link">
        <span className="color-bubble" style={{ background: bubbleColor(project.hexColor) }} />
        <span className="project-title">{project.title}</span>
      </NavLink>
      {canEdit && (
        <>
          <button
            type="button"
            className={`btn btn-icon favorite ${project.isFavorite ? 'is-favorite' : ''}`}
            aria-label={t(project.isFavorite ? 'shell.unfavorite' : 'shell.favorite', { title: project.title })}
            aria-pressed={project.isFavorite}
            onClick={onToggleFavorite}
          >
            <span aria-hidden="true">{project.isFavorite ? '★' : '☆'}</span>
          </button>
          <Dropdown label={t('shell.projectSettings', { title: project.title })} trigger={<span aria-hidden="true">⋯</span>}>
            <Link to={`/projects/${project.id}/settings/edit`}>{t('shell.settingsEdit')}</Link>
            <Link to={`/projects/${project.id}/settings/share`}>{t('shell.settingsShare')}</Link>
            <Link to={`/projects/${project.id}/settings/archive`}>{t('shell.settingsArchive')}</Link>
            <Link to={`/projects/${project.id}/new`}>{t('shell.settingsSubproject')}</Link>
            <Link to={`/projects/${project.id}/settings/delete`}>{t('shell.settingsDelete')}</Link>
          </Dropdown>
        </>
      )}
    </li>
  );
}
