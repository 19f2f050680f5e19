import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { projectDisplayTitle } from '@/features/projects/project-title';
import { ProjectMenuEntries } from '@/features/projects/settings/ProjectMenuEntries';
import type { Project } from '@/api/types';
import { readPermission } from '@/api/version';
import type { RestingHandleProps } from '@/components/drag-arming';
import { Dropdown } from '@/components/Menu';
import type { Sortable } from '@/components/SortableBinding';
import { ChevronDownIcon, ChevronRightIcon, EllipsisIcon, StarIcon, GripVerticalIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';
import { Tooltip } from '@/components/Tooltip';

const READ = 0;

export const bubbleColor = (hex: string | undefined): string | undefined =>
  hex ? `#${hex.replace('#', '')}` : undefined;

interface Props {
  /** What drag and drop adds once the tree is armed (SortableProjectTree binds to this row's own elements). */
  sortable?: Sortable;
  /** The handle's props until then (see useLazyDragArming). */
  resting?: RestingHandleProps;
  project: Project;
  depth: number;
  hasChildren: boolean;
  collapsed: boolean;
  onToggleCollapse: () => void;
  onToggleFavorite: () => void;
}

/** One sidebar project: drag handle, collapse toggle, colour, title, favourite star, settings. */
export function ProjectRow({
  sortable,
  resting,
  project,
  depth,
  hasChildren,
  collapsed,
  onToggleCollapse,
  onToggleFavorite,
}: Props) {
  const { t } = useTranslation();
  const permission = readPermission(project) ?? READ;
  const canEdit = permission > READ;
  const style = { transform: sortable?.transform, transition: sortable?.transition, paddingLeft: `${depth * 1}rem` };

  return (
    <li
      style={style}
      className={`project-row ${sortable?.isDragging ? 'is-dragging' : ''}`}
      data-testid="sidebar-project"
      data-project-id={project.id}
    >
      {canEdit && (
        <Tooltip text={t('shell.dragProject', { title: project.title })}>
          <button
            type="button"
            className="btn btn-icon drag-handle"
            aria-label={t('shell.dragProject', { title: project.title })}
            {...(sortable?.handle ?? resting)}
          >
            <GripVerticalIcon size={16} aria-hidden="true" />
          </button>
        </Tooltip>
      )}
      {hasChildren ? (
        <IconButton
          label={t(collapsed ? 'shell.expand' : 'shell.collapse', { title: project.title })}
          className="collapse-toggle"
          aria-expanded={!collapsed}
          onClick={onToggleCollapse}
          icon={
            collapsed ? (
              <ChevronRightIcon size={16} aria-hidden="true" className="flip-rtl" />
            ) : (
              <ChevronDownIcon size={16} aria-hidden="true" />
            )
          }
        />
      ) : (
        <span className="collapse-spacer" />
      )}
      <NavLink to={`/projects/${project.id}`} className="project-link">
        <span className="color-bubble" style={{ background: bubbleColor(project.hexColor) }} />
        <span className="project-title">{projectDisplayTitle(project, t)}</span>
      </NavLink>
      {canEdit && (
        <>
          <IconButton
            className={`favorite ${project.isFavorite ? 'is-favorite' : ''}`}
            label={t(project.isFavorite ? 'shell.unfavorite' : 'shell.favorite', { title: project.title })}
            aria-pressed={project.isFavorite}
            onClick={onToggleFavorite}
            icon={<StarIcon size={16} aria-hidden="true" fill={project.isFavorite ? 'currentColor' : 'none'} />}
          />
          <Dropdown
            label={t('shell.projectSettings', { title: project.title })}
            trigger={<EllipsisIcon size={16} aria-hidden="true" />}
          >
            <ul className="menu-list">
              <ProjectMenuEntries project={project} permission={permission} />
            </ul>
          </Dropdown>
        </>
      )}
    </li>
  );
}
