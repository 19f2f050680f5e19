import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import { useSessionEnded } from '@/stores/session-ended';

/** On the login page after a session ended mid-use: why the person is here, until they sign in again. */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const ended = useSessionEnded((s) => s.ended);
  const signedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (signedIn) useSessionEnded.getState().set(false);
  }, [signedIn]);
  if (!ended || signedIn) return null;
  return (
    <p className="warning" role="alert">
      {t('errors.session-ended')}
    </p>
  );
}
