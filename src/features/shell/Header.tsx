import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { useApi, usePlatform } from '@/app/context';
import { signOut } from '@/app/session';
import { Logo } from '@/components/Logo';
import { useUi } from '@/stores/ui';
import { useQueryClient } from '@tanstack/react-query';

export function Header({ user }: { user: User }) {
  const { t } = useTranslation();
  const toggleMenu = useUi((s) => s.toggleMenu);
  const menuOpen = useUi((s) => s.menuOpen);
  const client = useApi();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function logout() {
    await signOut(platform, client);
    queryClient.clear();
    void navigate('/login', { replace: true });
  }

  return (
    <header className="app-header">
      <button
        type="button"
        className="btn btn-icon menu-toggle"
        aria-label={t('shell.toggleMenu')}
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={toggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Logo size={28} />
      <div className="header-spacer" />
      <span className="header-user" title={user.email}>
        {user.name || user.username}
      </span>
      <button type="button" className="btn" onClick={() => void logout()}>
        {t('auth.logout')}
      </button>
    </header>
  );
}
