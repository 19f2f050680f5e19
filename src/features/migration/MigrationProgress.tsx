import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The import is running: it can take minutes, so say so and keep the page calm. */
export function MigrationBusy({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="migration-busy" role="status" aria-live="polite" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span>{t('migration.running', { service: name })}</span>
    </div>
  );
}

/**
 * The server answered the import. A file import is complete when it answers; an import from another
 * service may go on in the background on some servers and end with an email.
 */
export function MigrationDone({ name, finished = false }: { name: string; finished?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="migration-card" role="status">
      <p className="success">{t(finished ? 'migration.finished' : 'migration.done', { service: name })}</p>
      <p>
        <Link to="/projects">{t('migration.toProjects')}</Link>
      </p>
    </div>
  );
}
