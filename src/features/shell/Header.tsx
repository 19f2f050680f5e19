import { Link, useMatch, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@/api/types';
import { useApi, usePlatform } from '@/app/context';
import { signOut } from '@/app/session';
import { Logo } from '@/components/Logo';
import { NotificationsBell } from '@/features/notifications/NotificationsBell';
import { useProjectQuery } from '@/queries/projects';
import { openQuickSearch, useUi } from '@/stores/ui';
import { SearchIcon } from './icons';
import { UserMenu } from './UserMenu';

function CurrentProjectTitle() {
  const match = useMatch('/projects/:projectId/*');
  const id = Number(match?.params.projectId);
  const project = useProjectQuery(match ? id : Number.NaN);
  if (!match || !project.data) return null;
  return <span className="header-project">{project.data.title}</span>;
}

export function Header({ user }: { user: User }) {
  const { t } = useTranslation();
  const toggleMenu = useUi((s) => s.toggleMenu);
  const menuOpen = useUi((s) => s.menuOpen);
  const client = useApi();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function logout() {
    const providerLogout = await signOut(platform, client);
    queryClient.clear();
    if (providerLogout) window.location.assign(providerLogout);
    else void navigate('/login', { replace: true });
  }

  return (
    <header className="app-header">
      <button
        type="button"
        className="btn btn-icon menu-toggle"
        aria-label={t('shell.toggleMenu')}
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        aria-keyshortcuts="Control+E Meta+E"
        onClick={toggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Link to="/" className="logo-link">
        <Logo size={28} />
      </Link>
      <CurrentProjectTitle />
      <div className="header-spacer" />
      <button type="button" className="btn btn-icon" aria-label={t('shell.quickSearch')} aria-keyshortcuts="Control+K Meta+K" onClick={openQuickSearch}>
        <SearchIcon />
      </button>
      <NotificationsBell />
      <UserMenu user={user} />
      <button type="button" className="btn" onClick={() => void logout()}>
        {t('auth.logout')}
      </button>
    </header>
  );
}
