import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, usePlatform } from '@/app/context';
import { loseSession, renewFor, renewsOnLoad } from '@/app/session';
import { createSessionKeeper } from '@/app/session-keeper';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';

/** Runs the session keeper for this page: timer on load, follow token changes, re-check on focus. */
export function useSessionKeeper(): void {
  const platform = usePlatform();
  const client = useApi();
  const { t } = useTranslation();
  // Read when the session is lost, so a language change does not restart the keeper.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);
  useEffect(() => {
    const keeper = createSessionKeeper({
      now: () => Date.now(),
      getToken: () => useSession.getState().token,
      renew: () => renewFor(platform, client),
      onLost: (cause) => {
        // Refused by the server: say so ("Error renewing token"); a token removed elsewhere needs no message.
        const tr = tRef.current;
        if (cause !== undefined)
          useToasts
            .getState()
            .show({ kind: 'error', message: tr('errors.renewFailed', { detail: errorMessage(cause, tr) }) });
        void loseSession(platform);
      },
      renewOnLoad: renewsOnLoad,
    });
    keeper.start();
    const unsubscribe = useSession.subscribe((state, previous) => {
      if (state.token !== previous.token) keeper.onTokenChange();
    });
    const onFocus = () => keeper.onFocus();
    const onVisible = () => {
      if (document.visibilityState === 'visible') keeper.onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      keeper.stop();
      unsubscribe();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [platform, client]);
}
