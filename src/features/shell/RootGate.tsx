import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@/app/context';
import { guard } from '@/app/guard';
import { Loading } from '@/components/Status';
import { AppErrorScreen, OfflineScreen } from '@/features/auth/AppStateScreens';
import { useInfoQuery } from '@/queries/user';
import { loadAuthFlow, setPendingToken, useAuthFlow } from '@/stores/auth-flow';
import { useSession } from '@/stores/session';
import { useOnline } from './use-online';
import { useSessionKeeper } from './use-session-keeper';

/** The root of every route: app states (loading, offline, error), the route guard and the session keeper. */
export function RootGate() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const location = useLocation();
  const authenticated = useSession((s) => s.token !== null && s.linkShare === null);
  const linkShare = useSession((s) => s.linkShare !== null);
  const apiUrl = useSession((s) => s.apiUrl);
  const flow = useAuthFlow();
  const info = useInfoQuery();
  const online = useOnline();
  useSessionKeeper();

  // Boot loads it before the first render; loading again here would race a token the guard just stored.
  useEffect(() => {
    if (!useAuthFlow.getState().loaded) void loadAuthFlow(platform.storage);
  }, [platform]);

  const result = flow.loaded
    ? guard({
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        authenticated,
        linkShare,
        pendingPasswordReset: flow.passwordResetToken !== null,
        pendingEmailConfirm: flow.emailConfirmToken !== null,
      })
    : null;
  const store = result?.store;

  useEffect(() => {
    if (store) void setPendingToken(platform.storage, store.kind, store.token);
  }, [platform, store?.kind, store?.token]); // eslint-disable-line react-hooks/exhaustive-deps -- the object is new each render

  if (!online && !info.data) return <OfflineScreen />;
  if (apiUrl && info.isError && !info.data)
    return <AppErrorScreen error={info.error} onRetry={() => void info.refetch()} />;
  if (!flow.loaded || (apiUrl && info.isPending)) return <Loading />;
  if (result) return <Navigate to={result.to} replace />;
  return (
    <>
      {!online && (
        <div className="offline-banner" role="status">
          {t('shell.offline')}
        </div>
      )}
      <Outlet />
    </>
  );
}
