import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import { PopupEnvContext, type PopupEnv } from './env';
import { ServerSetup } from './ServerSetup';
import { SignedIn } from './SignedIn';
import { SignIn } from './SignIn';

/** The toolbar popup: set up the server, sign in, then quick add and today's tasks. */
export function Popup({ env }: { env: PopupEnv }) {
  const { t } = useTranslation();
  const { apiUrl, token, hydrated } = useSession();
  if (!hydrated) return null;
  return (
    <PopupEnvContext.Provider value={env}>
      <main className="popup" aria-label={t('popup.title')}>
        {!apiUrl ? <ServerSetup /> : !token ? <SignIn /> : <SignedIn />}
      </main>
    </PopupEnvContext.Provider>
  );
}
