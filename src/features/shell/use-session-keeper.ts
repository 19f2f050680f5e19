import { useEffect } from 'react';
import { useApi, usePlatform } from '@/app/context';
import { loseSession, renewFor } from '@/app/session';
import { createSessionKeeper } from '@/app/session-keeper';
import { useSession } from '@/stores/session';

/** Runs the session keeper for this page: timer on load, follow token changes, re-check on focus. */
export function useSessionKeeper(): void {
  const platform = usePlatform();
  const client = useApi();
  useEffect(() => {
    const keeper = createSessionKeeper({
      now: () => Date.now(),
      getToken: () => useSession.getState().token,
      renew: () => renewFor(platform, client),
      onLost: () => void loseSession(platform),
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
