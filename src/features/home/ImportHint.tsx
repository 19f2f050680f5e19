import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHasAnyTaskQuery, useOfferedMigrators } from '@/queries/migration';
import { useProjectsQuery } from '@/queries/projects';
import { useUserQuery } from '@/queries/user';
import { isEmptyAccount, useImportHintDismissal } from './import-hint';
import './import-hint.css';
import { XIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';

/** On an empty account, a dismissible pointer to the import page (the overview's import prompt). */
export function ImportHint() {
  const { t } = useTranslation();
  const [dismissed, dismiss] = useImportHintDismissal();
  const offered = useOfferedMigrators();
  const projects = useProjectsQuery();
  const user = useUserQuery();
  const defaultProjectId = user.data?.settings?.defaultProjectId;
  const fewProjects = projects.isSuccess && isEmptyAccount(projects.data, defaultProjectId, false);
  const candidate = dismissed === false && offered.migrators.length > 0 && fewProjects;
  const anyTask = useHasAnyTaskQuery(candidate);
  if (!candidate || anyTask.data !== false) return null;

  return (
    <aside className="import-hint" aria-label={t('migration.hint.label')} data-testid="import-hint">
      <p>
        {t('migration.hint.text')} <Link to="/user/settings/migrate">{t('migration.hint.link')}</Link>
      </p>
      <IconButton label={t('migration.hint.dismiss')} onClick={dismiss} icon={<XIcon size={18} aria-hidden="true" />} />
    </aside>
  );
}
