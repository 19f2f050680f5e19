import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { Logo } from '@/components/Logo';
import { NotificationsBell } from '@/features/notifications/NotificationsBell';
import { projectDisplayTitle } from '@/features/projects/project-title';
import { useProjectQuery } from '@/queries/projects';
import { openQuickSearch, useUi } from '@/stores/ui';
import { useViewProjectId } from './use-view-project';
import { UserMenu } from './UserMenu';
import { MenuIcon, SearchIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';

/** The project of the view on screen, also while a task is open over it. */
function CurrentProjectTitle() {
  const { t } = useTranslation();
  const id = useViewProjectId();
  const project = useProjectQuery(id ?? Number.NaN);
  if (id === null || !project.data) return null;
  return <span className="header-project">{projectDisplayTitle(project.data, t)}</span>;
}

export function Header({ user }: { user: User }) {
  const { t } = useTranslation();
  const toggleMenu = useUi((s) => s.toggleMenu);
  const menuOpen = useUi((s) => s.menuOpen);

  return (
    <header className="app-header">
      <IconButton
        label={t('shell.toggleMenu')}
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        aria-keyshortcuts="Control+E Meta+E"
        onClick={toggleMenu}
        icon={<MenuIcon size={20} aria-hidden="true" />}
      />
      <Link to="/" className="logo-link">
        <Logo size={28} />
      </Link>
      <CurrentProjectTitle />
      <div className="header-spacer" />
      <IconButton
        label={t('shell.quickSearch')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openQuickSearch}
        icon={<SearchIcon size={20} aria-hidden="true" />}
      />
      <NotificationsBell />
      <UserMenu user={user} />
    </header>
  );
}
