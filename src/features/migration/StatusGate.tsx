import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Loading } from '@/components/Status';
import { useMigrationStatusQuery } from '@/queries/migration';

/** After "import again" the button is gone: keyboard focus moves on to the first start control. */
function focusFirstControl(element: HTMLDivElement | null): void {
  element?.querySelector<HTMLElement>('input, button')?.focus();
}

interface StatusGateProps {
  service: string;
  name: string;
  /** While an import runs, the form stays put whatever a refetched status says. */
  busy: boolean;
  children: ReactNode;
}

/**
 * Shows the start controls only when no import from this service happened before, or after the
 * person confirmed that they want to import again (a second import duplicates everything).
 */
export function StatusGate({ service, name, busy, children }: StatusGateProps) {
  const { t, i18n } = useTranslation();
  const status = useMigrationStatusQuery(service);
  const [confirmed, setConfirmed] = useState(false);

  if (busy || confirmed || (status.isSuccess && status.data === null)) {
    return <div ref={confirmed ? focusFirstControl : undefined}>{children}</div>;
  }
  if (status.isError) return <ErrorBox error={status.error} onRetry={() => void status.refetch()} />;
  if (status.isPending) return <Loading label={t('migration.statusLoading')} />;

  if (!status.data) return null; // unreachable: a missing earlier import opened the gate above
  const { startedAt, finishedAt } = status.data;
  const date = new Date(finishedAt ?? startedAt ?? '').toLocaleString(i18n.language);
  return (
    <div className="migration-card" data-testid="migration-previous">
      <p className="warning">
        {finishedAt
          ? t('migration.alreadyMigrated', { service: name, date })
          : t('migration.inProgress', { service: name, date })}
      </p>
      <div className="migration-actions">
        <button type="button" className="btn" onClick={() => setConfirmed(true)}>
          {t('migration.importAgain')}
        </button>
      </div>
    </div>
  );
}
