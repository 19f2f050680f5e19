import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { offeredMigrators } from '@/api/migration';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { managedByProvider, visibleSections } from './sections';
import './settings-layout.css';

/** /user/settings/* — one page per concern, with their list on the side. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const user = useUserQuery();
  const sections = visibleSections(info.data, user.data);
  // A bookmarked password, email or avatar page of a provider account: say who manages it instead of a form that fails.
  const section = useLocation().pathname.replace(/\/+$/, '').split('/').pop();
  const managed = managedByProvider(section, user.data);
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
            {offeredMigrators(info.data?.availableMigrators).length > 0 && (
              <li>
                <NavLink to="/user/settings/migrate">{t('migration.settingsNav')}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="settings-content">
          {managed ? (
            <p className="warning" role="note">
              {t('settings.providerManaged')}
            </p>
          ) : (
            <Outlet />
          )}
        </div>
      </div>
    </section>
  );
}
