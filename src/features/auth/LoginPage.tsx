import { registrationOpen } from '@/api/info';
import { featuresFor } from '@/api/version';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { login } from '@/api/auth';
import { useApi, usePlatform } from '@/app/context';
import { ErrorBox } from '@/components/Status';
import { safeRedirect } from '@/lib/safe-redirect';
import { useInfoQuery } from '@/queries/user';
import { useAuthFlow } from '@/stores/auth-flow';
import { AUTH_KEYS, saveToken, useSession } from '@/stores/session';
import { afterLoginTarget } from './after-login';
import { CredentialFields } from './CredentialFields';
import { askForCode, loginInput, NO_CREDENTIALS } from './credentials';
import { EmailConfirm } from './EmailConfirm';
import { SessionEndedNotice } from './SessionEndedNotice';
import { loginOptions } from './login-options';
import { automaticProvider } from './openid';
import { takeAutoLoginAllowed } from './openid-flow';
import { OpenIdButtons, startProviderLogin } from './OpenIdButtons';

export function LoginPage() {
  const { t } = useTranslation();
  const client = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const apiUrl = useSession((s) => s.apiUrl);
  const signedIn = useSession((s) => s.token !== null && s.linkShare === null);
  const pendingConfirm = useAuthFlow((s) => s.emailConfirmToken !== null);
  const info = useInfoQuery();
  const [credentials, setCredentials] = useState(NO_CREDENTIALS);
  const [longToken, setLongToken] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);

  const [autoAllowed, setAutoAllowed] = useState<boolean | null>(null);
  const { passwordForm, localAccounts: localEnabled } = loginOptions(info.data?.auth);
  const registrationEnabled = info.data ? registrationOpen(info.data) : true;
  const openId = info.data?.auth?.openidConnect;
  const providers = openId?.enabled ? (openId.providers ?? []) : [];
  const auto =
    info.data && autoAllowed ? automaticProvider(providers, params.get('redirectToProvider'), passwordForm) : null;
  const redirect = params.get('redirect');

  useEffect(() => {
    void takeAutoLoginAllowed(platform.storage).then(setAutoAllowed);
  }, [platform]);

  useEffect(() => {
    if (auto && !signedIn) void startProviderLogin(platform, auto, openId?.redirectUrl, redirect);
  }, [auto, signedIn, platform, openId?.redirectUrl, redirect]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const token = await login(client, loginInput(credentials, longToken), featuresFor(info.data?.version));
      setJustSignedIn(true);
      await platform.storage.remove(AUTH_KEYS.openIdProvider);
      await saveToken(platform.storage, token);
      void navigate(await afterLoginTarget(platform, redirect), { replace: true });
    } catch (caught) {
      const withCode = askForCode(credentials, caught);
      if (withCode) setCredentials(withCode);
      else setError(caught);
    } finally {
      setBusy(false);
    }
  }

  // Signed in meanwhile (another tab, a session renewed on load): still honour the intended route, app routes only.
  if (signedIn && !justSignedIn && !pendingConfirm) return <Navigate to={safeRedirect(redirect)} replace />;
  if (!apiUrl) return null;
  return (
    <section aria-labelledby="login-title">
      <h2 id="login-title">{t('auth.login.title')}</h2>
      <SessionEndedNotice />
      <EmailConfirm />
      {passwordForm && (
        <form className="form" onSubmit={(event) => void submit(event)}>
          {error !== null && <ErrorBox error={error} />}
          <CredentialFields value={credentials} onChange={setCredentials} required />
          <label className="checkbox">
            <input type="checkbox" checked={longToken} onChange={(e) => setLongToken(e.target.checked)} />
            {t('auth.stayLoggedIn')}
          </label>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || !credentials.username || !credentials.password}
          >
            {busy ? t('auth.login.busy') : t('auth.login.submit')}
          </button>
          {localEnabled && (
            <Link to="/get-password-reset" className="forgot-link">
              {t('auth.login.forgot')}
            </Link>
          )}
        </form>
      )}
      <OpenIdButtons providers={providers} redirectUrl={openId?.redirectUrl} redirect={redirect} />
      {registrationEnabled && localEnabled && (
        <p className="alt-action">
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.register.link')}</Link>
        </p>
      )}
    </section>
  );
}
