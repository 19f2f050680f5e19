import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { Loading, ErrorBox } from '@/components/Status';
import { useUserQuery } from '@/queries/user';
import { useSession } from '@/stores/session';
import { isMobileWidth, useUi } from '@/stores/ui';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** The authenticated layout; anyone without a session is sent to login with the route remembered. */
export function AppLayout() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const location = useLocation();
  const user = useUserQuery();
  const menuOpen = useUi((s) => s.menuOpen);
  const setMenuOpen = useUi((s) => s.setMenuOpen);

  useEffect(() => {
    if (isMobileWidth(window.innerWidth)) setMenuOpen(false);
  }, [location.pathname, setMenuOpen]);

  if (!token || (isApiError(user.error) && user.error.status === 401)) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (user.isPending) return <Loading />;
  if (user.isError) return <ErrorBox error={user.error} onRetry={() => void user.refetch()} />;

  return (
    <div className={`app-shell ${menuOpen ? 'menu-open' : 'menu-closed'}`}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header user={user.data} />
      <Sidebar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
