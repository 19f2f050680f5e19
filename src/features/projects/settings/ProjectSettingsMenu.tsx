import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';

const ADMIN = 2;

/** The project's settings menu: shown only above read permission; delete only for admins. */
export function ProjectSettingsMenu({ project, permission }: { project: Project; permission: number }) {
  const { t } = useTranslation();
  const base = `/projects/${project.id}/settings`;
  // A saved filter (pseudo-project below -1) offers only edit and delete (spec work-area §2).
  if (project.id < -1) {
    return (
      <details className="menu">
        <summary className="btn" aria-label={t('projectSettings.menu')}>
          ⋯
        </summary>
        <ul className="menu-list">
          <li>
            <Link to={`${base}/edit`}>{t('projectSettings.edit')}</Link>
          </li>
          <li>
            <Link to={`${base}/delete`}>{t('filters.delete')}</Link>
          </li>
        </ul>
      </details>
    );
  }
  return (
    <details className="menu">
      <summary className="btn" aria-label={t('projectSettings.menu')}>
        ⋯
      </summary>
      <ul className="menu-list">
        {!project.isArchived && (
          <>
            <li>
              <Link to={`${base}/edit`}>{t('projectSettings.edit')}</Link>
            </li>
            <li>
              <Link to={`${base}/share`}>{t('projectSettings.share')}</Link>
            </li>
            <li>
              <Link to={`${base}/duplicate`}>{t('projectSettings.duplicate')}</Link>
            </li>
          </>
        )}
        <li>
          <Link to={`${base}/archive`}>{t(project.isArchived ? 'projectSettings.unarchive' : 'projectSettings.archive')}</Link>
        </li>
        {permission >= ADMIN && !project.isArchived && (
          <li>
            <Link to={`${base}/delete`}>{t('projectSettings.delete')}</Link>
          </li>
        )}
      </ul>
    </details>
  );
}
