import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { ProjectMenuEntries } from './ProjectMenuEntries';
import { EllipsisIcon } from '@/components/icons';

/** The project header's settings menu; its entries are the same as the sidebar row's. */
export function ProjectSettingsMenu({ project, permission }: { project: Project; permission: number }) {
  const { t } = useTranslation();
  return (
    <details className="menu">
      <summary className="btn" aria-label={t('projectSettings.menu')}>
        <EllipsisIcon size={18} aria-hidden="true" />
      </summary>
      <ul className="menu-list">
        <ProjectMenuEntries project={project} permission={permission} />
      </ul>
    </details>
  );
}
