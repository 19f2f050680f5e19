import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { errorMessage } from '@/lib/error-message';
import { ApiUrlConfig } from './ApiUrlConfig';

/** The app could not start: the detail, a hint to check the server address, and the place to fix it. */
export function AppErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="no-auth">
      <main className="no-auth-card">
        <Logo />
        <h1 className="welcome">{t('apiConfig.errorTitle')}</h1>
        <div className="error-box" role="alert">
          <span>
            {t('apiConfig.errorOccurred', { detail: errorMessage(error, t) })} {t('apiConfig.checkApiUrl')}
          </span>
          <button type="button" className="btn" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
        <ApiUrlConfig startOpen />
      </main>
    </div>
  );
}

/** No connection and nothing loaded yet to show. */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <div className="no-auth">
      <main className="no-auth-card">
        <Logo />
        <h1 className="welcome">{t('shell.offline')}</h1>
        <p>{t('shell.offlineHint')}</p>
      </main>
    </div>
  );
}
