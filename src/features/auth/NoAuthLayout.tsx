import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInfoQuery } from '@/queries/user';
import { useSession } from '@/stores/session';
import { ApiUrlConfig } from './ApiUrlConfig';
import { Logo } from '@/components/Logo';

export function NoAuthLayout() {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const legal = info.data?.legal;
  const apiUrl = useSession((s) => s.apiUrl);
  // Only the sign-in page greets a returning person; the others' own titles say what they are for.
  const signingIn = useLocation().pathname === '/login';
  return (
    <div className="no-auth">
      <main className="no-auth-card">
        <Logo />
        {signingIn ? (
          <h1 className="welcome">{t('auth.welcome')}</h1>
        ) : (
          <h1 className="visually-hidden">{t('app.name')}</h1>
        )}
        {info.data?.motd && <p className="motd">{info.data.motd}</p>}
        {!apiUrl && <p className="muted">{t('apiConfig.noApiUrl')}</p>}
        <ApiUrlConfig />
        <Outlet />
      </main>
      {(legal?.imprintUrl || legal?.privacyPolicyUrl) && (
        <footer className="legal">
          {legal.imprintUrl && (
            <a href={legal.imprintUrl} rel="noopener noreferrer" target="_blank">
              {t('legal.imprint')}
            </a>
          )}
          {legal.privacyPolicyUrl && (
            <a href={legal.privacyPolicyUrl} rel="noopener noreferrer" target="_blank">
              {t('legal.privacy')}
            </a>
          )}
        </footer>
      )}
    </div>
  );
}
