import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { avatarUrl } from '@/api/user';
import { useInfoQuery } from '@/queries/user';
import { useSession } from '@/stores/session';
import { useUi } from '@/stores/ui';
import { Dropdown } from './Dropdown';

/** Header avatar size (spec accounts §3). */
const AVATAR_SIZE = 40;

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const apiUrl = useSession((s) => s.apiUrl);
  const legal = useInfoQuery().data?.legal;
  const setModal = useUi((s) => s.setModal);
  const name = user.name || user.username;
  return (
    <Dropdown
      className="user-menu"
      label={t('shell.userMenu', { name })}
      trigger={
        <>
          {apiUrl && <img className="avatar" src={avatarUrl(apiUrl, user.username, AVATAR_SIZE)} alt="" width={28} height={28} />}
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
    </Dropdown>
  );
}
