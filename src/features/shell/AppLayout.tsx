import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserLanguage } from '@/app/use-user-language';
import { useGlobalErrors } from '@/app/use-global-errors';
import { endsSession } from '@/api/errors';
import { usePlatform } from '@/app/context';
import { loseSession } from '@/app/session';
import { AfterPaint } from '@/components/AfterPaint';
import { Loading, ErrorBox } from '@/components/Status';
import { useRecordProjectHistory } from '@/features/home/project-history';
import { useGlobalHotkeys } from '@/features/keyboard/use-hotkeys';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { useSession } from '@/stores/session';
import { isMobileWidth, useUi } from '@/stores/ui';
import { Header } from './Header';
import { LinkShareLayout } from './LinkShareLayout';
import { Sidebar } from './Sidebar';
import { UpdateBar } from './UpdateBar';
import { useAccountDeletionConfirm } from './use-deletion-confirm';
import { useLastVisited } from './use-last-visited';
import { useColorScheme } from './use-theme';

// Dialogs nobody needs for the first paint: their code loads (and the palette mounts) once it is painted, so
// the first render never suspends on them.
const ShortcutsModal = lazy(() =>
  import('@/features/keyboard/ShortcutsModal').then((m) => ({ default: m.ShortcutsModal })),
);
const QuickActions = lazy(() =>
  import('@/features/quick-actions/QuickActions').then((m) => ({ default: m.QuickActions })),
);
const AboutModal = lazy(() => import('./About').then((m) => ({ default: m.AboutModal })));

/** The authenticated layout, or the reduced one for a link-share visit. */
export function AppLayout() {
  useGlobalErrors();
  const linkShare = useSession((s) => s.linkShare);
  if (linkShare) return <LinkShareLayout share={linkShare} />;
  return <UserLayout />;
}

function UserLayout() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const token = useSession((s) => s.token);
  const location = useLocation();
  const user = useUserQuery();
  const menuOpen = useUi((s) => s.menuOpen);
  const setMenuOpen = useUi((s) => s.setMenuOpen);
  const modal = useUi((s) => s.modal);
  const setModal = useUi((s) => s.setModal);
  useGlobalHotkeys();
  useLastVisited();
  useRecordProjectHistory();
  useAccountDeletionConfirm();
  const demo = useInfoQuery().data?.demoModeEnabled === true;
  useColorScheme(user.data?.settings?.frontendSettings?.colorSchema);
  useUserLanguage(user.data?.settings?.language);

  useEffect(() => {
    if (isMobileWidth(window.innerWidth)) setMenuOpen(false);
  }, [location.pathname, setMenuOpen]);

  // User info refused with a 4xx (after the client's one renewal attempt): the session is gone.
  const lost = endsSession(user.error);
  useEffect(() => {
    if (lost) void loseSession(platform);
  }, [lost, platform]);

  if (!token || lost) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (user.isPending) return <Loading />;
  // Kept from the last visit (offline, say): the shell stays on screen with it; a failed refresh says so elsewhere.
  if (user.isError && !user.data) return <ErrorBox error={user.error} onRetry={() => void user.refetch()} />;

  return (
    <div className={`app-shell ${menuOpen ? 'menu-open' : 'menu-closed'}`}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <UpdateBar />
      <Header user={user.data} />
      <Sidebar />
      {/* Phones: the open drawer covers the page; a press beside it closes it. */}
      <div className="drawer-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      <main id="main" className="app-main" tabIndex={-1}>
        {demo && (
          <p className="warning demo-banner" role="note">
            {t('auth.demoWarning')}
          </p>
        )}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        {modal === 'shortcuts' && <ShortcutsModal onClose={() => setModal(null)} />}
        {modal === 'about' && <AboutModal onClose={() => setModal(null)} />}
      </Suspense>
      <AfterPaint>
        <Suspense fallback={null}>
          <QuickActions />
        </Suspense>
      </AfterPaint>
    </div>
  );
}
