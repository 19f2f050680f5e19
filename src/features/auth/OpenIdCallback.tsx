import { featuresFor } from '@/api/version';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openIdCallback } from '@/api/auth';
import { useApi, usePlatform } from '@/app/context';
import { ErrorBox, Loading } from '@/components/Status';
import { useInfoQuery } from '@/queries/user';
import { AUTH_KEYS, saveToken } from '@/stores/session';
import { afterLoginTarget, appBaseUrl } from './after-login';
import { redirectUriFor } from './openid';
import { takeProviderLogin } from './openid-flow';

type Failure = { message: string } | { error: unknown };

/** /auth/openid/:provider: checks the returned state, then trades the code for a session. */
export function OpenIdCallback() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const client = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const info = useInfoQuery();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !info.isFetched) return;
    started.current = true;
    void (async () => {
      const providerError = params.get('error');
      if (providerError) {
        setFailure({ message: t('auth.openid.failure', { error: params.get('error_description') || providerError }) });
        return;
      }
      const { state: expected, redirect: wanted } = await takeProviderLogin(platform.storage);
      if (!expected || params.get('state') !== expected) {
        setFailure({ message: t('auth.openid.stateMismatch') });
        return;
      }
      try {
        const redirect = redirectUriFor(provider, info.data?.auth?.openidConnect.redirectUrl, appBaseUrl(platform));
        const token = await openIdCallback(
          client,
          featuresFor(info.data?.version),
          provider,
          params.get('code') ?? '',
          redirect,
        );
        await platform.storage.set(AUTH_KEYS.openIdProvider, provider);
        await saveToken(platform.storage, token);
        void navigate(await afterLoginTarget(platform, wanted), { replace: true });
      } catch (error) {
        setFailure({ error });
      }
    })();
  }, [client, info.data, info.isFetched, navigate, params, platform, provider, t]);

  return (
    <section aria-labelledby="openid-title">
      <h2 id="openid-title">{t('auth.openid.title')}</h2>
      {failure === null && <Loading label={t('auth.openid.authenticating')} />}
      {failure !== null &&
        ('message' in failure ? (
          <div className="error-box" role="alert">
            {failure.message}
          </div>
        ) : (
          <ErrorBox error={failure.error} />
        ))}
      {failure !== null && (
        <p className="alt-action">
          <Link to="/login">{t('auth.reset.backToLogin')}</Link>
        </p>
      )}
    </section>
  );
}
