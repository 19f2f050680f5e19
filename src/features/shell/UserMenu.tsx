import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@/api/types';
import { useApi, usePlatform } from '@/app/context';
import { UserAvatar } from '@/components/UserAvatar';
import { signOut } from '@/app/session';
import { useInfoQuery } from '@/queries/user';
import { useUi } from '@/stores/ui';
import { useAvatarVersion } from './avatar-version';
import { Dropdown } from '@/components/Menu';

/** Header avatar size: requested and drawn at that size. */
const AVATAR_SIZE = 40;

function useLogout(): () => Promise<void> {
  const client = useApi();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const providerLogout = await signOut(platform, client);
    queryClient.clear();
    if (providerLogout) window.location.assign(providerLogout);
    else void navigate('/login', { replace: true });
  };
}

/** The header's user menu: settings, legal links, keyboard shortcuts, about and sign out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const version = useAvatarVersion((s) => s.version);
  const legal = useInfoQuery().data?.legal;
  const setModal = useUi((s) => s.setModal);
  const logout = useLogout();
  const name = user.name || user.username;
  return (
    <Dropdown
      className="user-menu"
      labelShown
      label={t('shell.userMenu', { name })}
      trigger={
        <>
          <UserAvatar username={user.username} size={AVATAR_SIZE} version={version} />
          <span className="header-user">{name}</span>
        </>
      }
    >
      <Link to="/user/settings">{t('shell.settings')}</Link>
      {legal?.imprintUrl && (
        <a href={legal.imprintUrl} rel="noopener noreferrer" target="_blank">
          {t('legal.imprint')}
        </a>
      )}
      {legal?.privacyPolicyUrl && (
        <a href={legal.privacyPolicyUrl} rel="noopener noreferrer" target="_blank">
          {t('legal.privacy')}
        </a>
      )}
      <button type="button" className="btn btn-link" onClick={() => setModal('shortcuts')}>
        {t('keyboard.title')}
      </button>
      <button type="button" className="btn btn-link" onClick={() => setModal('about')}>
        {t('about.title')}
      </button>
      <button type="button" className="btn btn-link" onClick={() => void logout()}>
        {t('auth.logout')}
      </button>
    </Dropdown>
  );
}
