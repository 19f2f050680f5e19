import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateApiUrls, discoverApiUrl, plainHttpRefused } from '@/api/discovery';
import { fetchInfo, forgetInfo } from '@/api/info';
import { saveApiUrl } from '@/stores/session';
import { usePopupEnv } from './env';

/** First run: where the Vikunja server is. The host permission is asked for from this very click. */
export function ServerSetup() {
  const { t } = useTranslation();
  const { platform } = usePopupEnv();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Counts submits: a late grant retries only the latest one. */
  const submits = useRef(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (plainHttpRefused(value)) {
      setError(t('apiConfig.httpRefused'));
      return;
    }
    const candidates = candidateApiUrls(value);
    if (candidates.length === 0) {
      setError(t('apiConfig.urlRequired'));
      return;
    }
    // Synchronously inside the gesture: browsers grant optional permissions only from one. Every place
    // discovery may land (https or http when no scheme was typed) is in the one prompt.
    const permission = platform.requestOrigin(candidates).catch(() => false);
    // Not awaited first: discovery works without it where CORS allows; the sign-in page shows a denial.
    // A server that lets the extension in only with the grant refuses a look made before the person
    // allowed access, so once access is granted it is looked for again.
    const attempt = ++submits.current;
    void connect(value).then(
      (found) => found || permission.then((granted) => granted && attempt === submits.current && connect(value)),
    );
  }

  async function connect(address: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const found = await discoverApiUrl(address, (url) => fetchInfo(url));
      forgetInfo(found.apiUrl);
      await saveApiUrl(platform.storage, found.apiUrl);
      return true;
    } catch {
      setError(t('apiConfig.error', { domain: address.trim() }));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h1 className="popup-title">{t('popup.setup.title')}</h1>
      <label htmlFor="popup-server">{t('apiConfig.label')}</label>
      <input
        id="popup-server"
        type="url"
        autoFocus
        placeholder="https://vikunja.example.com"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? 'popup-server-error' : undefined}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('apiConfig.checking') : t('apiConfig.save')}
      </button>
      {error && (
        <p id="popup-server-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
