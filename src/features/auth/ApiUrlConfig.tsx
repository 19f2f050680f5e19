import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { candidateApiUrls, discoverApiUrl, plainHttpRefused, warnsPlainHttp } from '@/api/discovery';
import { fetchInfo, forgetInfo } from '@/api/info';
import { usePlatform } from '@/app/context';
import { saveApiUrl, useSession } from '@/stores/session';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Where the app's server is set: typed by a person, discovered by probing, kept in storage. */
export function ApiUrlConfig({ startOpen = false }: { startOpen?: boolean }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const apiUrl = useSession((s) => s.apiUrl);
  const [open, setOpen] = useState(startOpen || apiUrl === null);
  const [value, setValue] = useState(apiUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (value.trim() === '') {
      setError(t('apiConfig.urlRequired'));
      return;
    }
    if (plainHttpRefused(value)) {
      setError(t('apiConfig.httpRefused'));
      return;
    }
    const candidates = candidateApiUrls(value);
    // Asked inside the click: browsers grant optional permissions only from a user gesture.
    const permission =
      candidates.length > 0 ? platform.requestOrigin(candidates).catch(() => false) : Promise.resolve(false);
    setBusy(true);
    try {
      const found = await discoverApiUrl(value, (url) => fetchInfo(url));
      forgetInfo(found.apiUrl);
      await saveApiUrl(platform.storage, found.apiUrl);
      await queryClient.resetQueries();
      setValue(found.apiUrl);
      setSuccess(t('apiConfig.success', { domain: hostOf(found.apiUrl) }));
      setOpen(false);
    } catch {
      // The previous address stays in force.
      setError(t('apiConfig.error', { domain: hostOf(candidateApiUrls(value)[0] ?? value) }));
    } finally {
      setBusy(false);
      void permission;
    }
  }

  const insecure = warnsPlainHttp(apiUrl);

  if (!open && apiUrl) {
    return (
      <div className="api-url">
        <span>{t('apiConfig.signInAt', { domain: hostOf(apiUrl) })}</span>
        <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
          {t('apiConfig.change')}
        </button>
        {insecure && <p className="warning">{t('apiConfig.insecure')}</p>}
        {success && (
          <p className="success" role="status">
            {success}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="api-url form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="api-url">{t('apiConfig.label')}</label>
      <div className="row">
        <input
          id="api-url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://vikunja.example.com"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'api-url-error' : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('apiConfig.checking') : t('apiConfig.save')}
        </button>
      </div>
      {error && (
        <p id="api-url-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
