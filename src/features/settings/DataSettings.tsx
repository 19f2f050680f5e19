import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBox } from '@/components/Status';
import { useDeletionMutations, useExportMutation, useExportStatusQuery } from '@/queries/account';
import { useUserQuery } from '@/queries/user';
import { PasswordField } from './PasswordField';

/** Ask for an export of all one's data; the server mails a download link when it is ready. */
export function ExportSettings() {
  const { t, i18n } = useTranslation();
  const request = useExportMutation();
  const status = useExportStatusQuery();
  const [password, setPassword] = useState('');
  // Accounts of a third-party provider have no password: the server asks one only of local accounts.
  const needsPassword = useUserQuery().data?.isLocalUser !== false;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsPassword && !password) return;
    request.mutate(password, {
      onSuccess: () => {
        setPassword('');
        void status.refetch();
      },
    });
  }
  return (
    <form className="form" onSubmit={submit}>
      <h2>{t('settings.section.data-export')}</h2>
      <p>{t('settings.exportText')}</p>
      {request.isError && <ErrorBox error={request.error} />}
      {request.isSuccess && (
        <p className="success" role="status">
          {t('settings.exportRequested')}
        </p>
      )}
      {status.data && (
        <p>
          {t('settings.exportReady', { date: new Date(status.data.created ?? '').toLocaleString(i18n.language) })}{' '}
          <Link to="/user/export/download">{t('settings.exportDownload')}</Link>
        </p>
      )}
      {needsPassword && <PasswordField id="export-password" value={password} onChange={setPassword} />}
      <button type="submit" className="btn btn-primary" disabled={(needsPassword && !password) || request.isPending}>
        {t('settings.exportRequest')}
      </button>
    </form>
  );
}

/** Delete the account: confirmed by mail, carried out three days later, cancellable until then. */
export function DeletionSettings() {
  const { t, i18n } = useTranslation();
  const user = useUserQuery();
  const { request, cancel } = useDeletionMutations();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const scheduled = (user.data as { deletionScheduledAt?: string | null } | undefined)?.deletionScheduledAt ?? null;
  const mutation = scheduled ? cancel : request;
  // Accounts of a third-party provider have no password here; the mailed link confirms the request.
  const needsPassword = user.data?.isLocalUser !== false;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (needsPassword && !password) return;
    mutation.mutate(password, { onSuccess: () => setPassword('') });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('settings.section.deletion')}</h2>
      {scheduled ? (
        <p className="warning">
          {t('settings.deletionScheduled', { date: new Date(scheduled).toLocaleString(i18n.language) })}
        </p>
      ) : (
        <p>{t('settings.deletionText')}</p>
      )}
      {mutation.isError && <ErrorBox error={mutation.error} />}
      {request.isSuccess && !scheduled && (
        <p className="success" role="status">
          {t('settings.deletionRequested')}
        </p>
      )}
      {needsPassword && <PasswordField id="deletion-password" value={password} onChange={setPassword} />}
      {needsPassword && touched && !password && <p className="field-error">{t('settings.passwordRequired')}</p>}
      <button type="submit" className={scheduled ? 'btn' : 'btn btn-danger'} disabled={mutation.isPending}>
        {scheduled ? t('settings.deletionCancel') : t('settings.deletionRequest')}
      </button>
    </form>
  );
}
