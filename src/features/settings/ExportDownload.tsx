import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/Status';
import { useExportDownloadMutation } from '@/queries/account';
import { useUserQuery } from '@/queries/user';
import { PasswordField } from './PasswordField';

/** Hands bytes to the browser as a file to save: an export is never opened inline. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Where the mailed export link lands: confirm with the password, then the zip downloads. */
export function ExportDownload() {
  const { t } = useTranslation();
  const user = useUserQuery();
  const download = useExportDownloadMutation();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  // Accounts of a third-party provider have no password to confirm with.
  const needsPassword = user.data?.isLocalUser !== false;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (needsPassword && !password) return;
    download.mutate(password, {
      onSuccess: (blob) => {
        setPassword('');
        saveFile(blob, 'vikunja-export.zip');
      },
    });
  }

  return (
    <div className="content">
      <form className="form card" onSubmit={submit} noValidate>
        <h1>{t('settings.exportDownloadTitle')}</h1>
        <p>{t(needsPassword ? 'settings.exportDownloadText' : 'settings.exportDownloadTextNoPassword')}</p>
        {download.isError && <ErrorBox error={download.error} />}
        {download.isSuccess && (
          <p className="success" role="status">
            {t('settings.exportDownloaded')}
          </p>
        )}
        {needsPassword && <PasswordField id="export-download-password" value={password} onChange={setPassword} />}
        {needsPassword && touched && !password && <p className="field-error">{t('settings.passwordRequired')}</p>}
        <button type="submit" className="btn btn-primary" disabled={download.isPending}>
          {t('settings.exportDownload')}
        </button>
      </form>
    </div>
  );
}
