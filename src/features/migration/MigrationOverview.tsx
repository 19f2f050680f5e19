import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useOfferedMigrators } from '@/queries/migration';
import { ServiceBadge, serviceName } from './ServiceBadge';
import './migration.css';

/** /user/settings/migrate: the importers this server offers, each leading to its own page. */
export function MigrationOverview() {
  const { t } = useTranslation();
  const offered = useOfferedMigrators();
  return (
    <section aria-labelledby="migration-title">
      <h2 id="migration-title">{t('migration.title')}</h2>
      <p>{t('migration.intro')}</p>
      {offered.isError && <ErrorBox error={offered.error} onRetry={() => void offered.refetch()} />}
      {offered.isPending && <Loading />}
      {offered.isSuccess && offered.migrators.length === 0 && <Empty title={t('migration.none')} />}
      <ul className="migration-services">
        {offered.migrators.map((migrator) => {
          const name = serviceName(t, migrator.id);
          return (
            <li key={migrator.id}>
              <Link to={`/migrate/${migrator.id}`} className="migration-service">
                <ServiceBadge id={migrator.id} name={name} />
                <span className="migration-service-text">
                  <span className="migration-service-name">{name}</span>
                  <span className="muted">{t(`migration.services.${migrator.id}.description`)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
