import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { login } from '@/api/auth';
import { isApiError } from '@/api/errors';
import { useApi, usePlatform } from '@/app/context';
import { ErrorBox } from '@/components/Status';
import { safeRedirect } from '@/lib/safe-redirect';
import { useInfoQuery } from '@/queries/user';
import { saveToken, useSession } from '@/stores/session';

const TOTP_INVALID = 1017;

export function LoginPage() {
  const { t } = useTranslation();
  const client = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const apiUrl = useSession((s) => s.apiUrl);
  const info = useInfoQuery();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState<string | null>(null);
  const [longToken, setLongToken] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const localEnabled = info.data?.auth?.local.enabled ?? true;
  const registrationEnabled = info.data?.auth?.local.registrationEnabled ?? true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const token = await login(client, {
        username,
        password,
        longToken,
        ...(totp !== null ? { totpPasscode: totp } : {}),
      });
      await saveToken(platform.storage, token);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (caught) {
      if (isApiError(caught) && caught.code === TOTP_INVALID && totp === null) setTotp('');
      else setError(caught);
    } finally {
      setBusy(false);
    }
  }

  if (!apiUrl) return null;
  return (
    <section aria-labelledby="login-title">
      <h2 id="login-title">{t('auth.login.title')}</h2>
      {localEnabled && (
        <form className="form" onSubmit={submit}>
          {error !== null && <ErrorBox error={error} />}
          <label htmlFor="username">{t('auth.username')}</label>
          <input id="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
          <label htmlFor="password">{t('auth.password')}</label>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {totp !== null && (
            <>
              <label htmlFor="totp">{t('auth.totp')}</label>
              <input
                id="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                required
                value={totp}
                onChange={(e) => setTotp(e.target.value)}
              />
            </>
          )}
          <label className="checkbox">
            <input type="checkbox" checked={longToken} onChange={(e) => setLongToken(e.target.checked)} />
            {t('auth.stayLoggedIn')}
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy || !username || !password}>
            {busy ? t('auth.login.busy') : t('auth.login.submit')}
          </button>
        </form>
      )}
      {registrationEnabled && localEnabled && (
        <p className="alt-action">
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.register.link')}</Link>
        </p>
      )}
    </section>
  );
}
