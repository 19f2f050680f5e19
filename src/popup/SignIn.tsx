import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isTotpRequired, login } from '@/api/auth';
import { warnsPlainHttp } from '@/api/discovery';
import type { ServerInfo } from '@/api/types';
import { featuresFor } from '@/api/version';
import { errorMessage } from '@/lib/error-message';
import { saveToken, useSession } from '@/stores/session';
import { usePopupEnv } from './env';
import { HostAccess } from './HostAccess';
import { TotpField } from '@/features/auth/TotpField';
import { KEYS } from '@/platform/types';

/** Signed out: username, password and (when asked) a two-factor code here, or the app page for OpenID. */
export function SignIn() {
  const { t } = useTranslation();
  const { client, platform, openApp } = usePopupEnv();
  const apiUrl = useSession((s) => s.apiUrl);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // null until the server asks for a code (1017), as on the app's login page.
  const [totp, setTotp] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const url = apiUrl ? new URL(apiUrl) : null;
  const insecure = warnsPlainHttp(apiUrl);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const input = { username, password, longToken: true, ...(totp !== null ? { totpPasscode: totp } : {}) };
      // Before access to the server is granted the popup is bound by CORS, which sends credentials only to
      // releases that allow them (2.x): ask as the release expects.
      const features = await client
        .get<ServerInfo>('/info', { anonymous: true })
        .then(({ data }) => featuresFor(data.version))
        .catch(() => undefined);
      await saveToken(platform.storage, await login(client, input, features));
    } catch (caught) {
      if (isTotpRequired(caught) && totp === null) setTotp('');
      else setError(caught);
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)}>
      <h1 className="popup-title">{t('auth.login.title')}</h1>
      <p className="muted">{t('apiConfig.signInAt', { domain: url?.host ?? '' })}</p>
      {insecure && <p className="warning">{t('apiConfig.insecure')}</p>}
      <HostAccess />
      <label htmlFor="popup-username">{t('auth.username')}</label>
      <input
        id="popup-username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <label htmlFor="popup-password">{t('auth.password')}</label>
      <input
        id="popup-password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {totp !== null && <TotpField id="popup-totp" value={totp} onChange={(code) => setTotp(code.trim())} />}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || !username || !password || totp === ''}>
        {busy ? t('auth.login.busy') : t('auth.login.submit')}
      </button>
      <div className="row">
        <button type="button" className="btn btn-link" onClick={() => openApp('/login')}>
          {t('popup.signInInApp')}
        </button>
        <button type="button" className="btn btn-link" onClick={() => void platform.storage.remove(KEYS.apiUrl)}>
          {t('apiConfig.change')}
        </button>
      </div>
    </form>
  );
}
