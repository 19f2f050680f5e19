import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInfoQuery } from '@/queries/user';

export const SETTINGS_SECTIONS = ['general', 'password-update', 'email-update', 'avatar', 'totp', 'api-tokens', 'data-export', 'deletion'] as const;

/** /user/settings/* — one page per concern, with their list on the side. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const sections = SETTINGS_SECTIONS.filter((s) => (s !== 'totp' || info.data?.totpEnabled !== false) && (s !== 'deletion' || info.data?.userDeletionEnabled !== false));
  return (
    <section className="settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.heading')}</h1>
      <div className="settings-body">
        <nav aria-label={t('settings.sections')} className="settings-nav">
          <ul className="nav-list">
            {sections.map((section) => (
              <li key={section}>
                <NavLink to={`/user/settings/${section}`}>{t(`settings.section.${section}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-content">
          <Outlet />
        </div>
      </div>
    </section>
  );
}
