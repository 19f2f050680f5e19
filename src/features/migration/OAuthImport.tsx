import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Migrator } from '@/api/migration';
import { ErrorBox } from '@/components/Status';
import { useAuthUrlMutation, useMigrateMutation } from '@/queries/migration';
import { leaveTo } from './leave';
import { MigrationBusy, MigrationDone } from './MigrationProgress';
import { StatusGate } from './StatusGate';
import { useOAuthCode } from './use-oauth-code';

/**
 * Import from a service that is authorised at its own site: "Authorise" leads there, the service
 * sends the browser back here with `?code=`, and the import starts by itself.
 */
export function OAuthImport({ migrator, name }: { migrator: Migrator; name: string }) {
  const { t } = useTranslation();
  const migrate = useMigrateMutation(migrator.id);
  const auth = useAuthUrlMutation(migrator.id);
  const { mutate } = migrate;
  const arrivedWithCode = useOAuthCode(useCallback((code: string) => mutate({ code }), [mutate]));
  const leaving = auth.isPending || auth.isSuccess;

  function authorize() {
    auth.mutate(undefined, { onSuccess: (url) => leaveTo(url) });
  }

  if (migrate.isSuccess) return <MigrationDone name={name} />;
  if (migrate.isPending || (arrivedWithCode && migrate.isIdle)) return <MigrationBusy name={name} />;
  return (
    <>
      {migrate.isError && <ErrorBox error={migrate.error} />}
      <StatusGate service={migrator.id} name={name} busy={leaving}>
        <div className="migration-card">
          <p>{t('migration.authorizeText', { service: name })}</p>
          {auth.isError && <ErrorBox error={auth.error} />}
          <div className="migration-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={authorize}
              disabled={leaving}
              aria-busy={leaving}
            >
              {leaving ? t('migration.authorizing', { service: name }) : t('migration.authorize', { service: name })}
            </button>
          </div>
        </div>
      </StatusGate>
    </>
  );
}
