import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findMigrator } from '@/api/migration';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useOfferedMigrators } from '@/queries/migration';
import { FileImport } from './FileImport';
import { OAuthImport } from './OAuthImport';
import { ServiceBadge, serviceName } from './ServiceBadge';
import './migration.css';

/** /migrate/{service}: import from one service (an upload, or an authorisation round trip). */
export function MigrateServicePage() {
  const { t } = useTranslation();
  const { service = '' } = useParams();
  const offered = useOfferedMigrators();
  const migrator = findMigrator(service);
  const available = migrator !== undefined && offered.migrators.includes(migrator);
  const name = migrator ? serviceName(t, migrator.id) : service;

  return (
    <section className="migration-page" aria-labelledby="migrate-title">
      <h1 id="migrate-title" className="migration-title">
        {migrator && <ServiceBadge id={migrator.id} name={name} />}
        {t('migration.serviceHeading', { service: name })}
      </h1>
      {offered.isError && <ErrorBox error={offered.error} onRetry={() => void offered.refetch()} />}
      {offered.isPending && <Loading />}
      {offered.isSuccess && !available && <Empty title={t('migration.unknownService')} />}
      {available && migrator.kind === 'file' && <FileImport migrator={migrator} name={name} />}
      {available && migrator.kind === 'oauth' && <OAuthImport migrator={migrator} name={name} />}
      <p>
        <Link to="/user/settings/migrate">{t('migration.backToList')}</Link>
      </p>
    </section>
  );
}
