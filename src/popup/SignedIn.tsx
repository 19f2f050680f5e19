import { useTranslation } from 'react-i18next';
import { countUnread } from '@/api/notifications';
import { Button } from '@/components/Button';
import { BellIcon, HouseIcon } from '@/components/icons';
import { errorMessage } from '@/lib/error-message';
import { useNotificationsQuery } from '@/queries/notifications';
import { useProjectsQuery } from '@/queries/projects';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { usePollOnOpen, usePopupEnv } from './env';
import { HostAccess } from './HostAccess';
import { PendingList } from './PendingList';
import { QuickAdd } from './QuickAdd';
import { SettingsPanel } from './SettingsPanel';
import { TaskSearch } from './TaskSearch';
import { TodayList } from './TodayList';

/** Signed in: who, unread count, quick add, what is pending, today's tasks, search and settings. */
export function SignedIn() {
  const { t } = useTranslation();
  const env = usePopupEnv();
  const user = useUserQuery();
  const projects = useProjectsQuery();
  const info = useInfoQuery();
  const notifications = useNotificationsQuery();
  usePollOnOpen();

  const error = user.error ?? projects.error ?? info.error;
  const realProjects = (projects.data ?? []).filter((p) => p.id > 0);
  const unread = notifications.data ? countUnread(notifications.data) : 0;
  const name = user.data ? user.data.name || user.data.username : null;
  return (
    <>
      <header className="popup-header">
        <span className="popup-who">{name ? t('popup.signedInAs', { name }) : t('common.loading')}</span>
        {unread > 0 && (
          <Button
            variant="ghost"
            icon={<BellIcon size={16} aria-hidden />}
            onClick={() => env.openApp('/notifications')}
          >
            {t('popup.unread', { count: unread })}
          </Button>
        )}
        <Button variant="secondary" icon={<HouseIcon size={16} aria-hidden />} onClick={() => env.openApp('/')}>
          {t('popup.openApp')}
        </Button>
      </header>
      <HostAccess />
      {error && (
        <p className="field-error" role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      <QuickAdd
        projects={realProjects}
        fallbackProjectId={user.data?.settings?.defaultProjectId ?? null}
        mode={user.data?.settings?.frontendSettings?.quickAddMagicMode ?? 'vikunja'}
      />
      <PendingList />
      {info.data && (
        <>
          <TodayList />
          <TaskSearch />
          <SettingsPanel projects={realProjects} />
        </>
      )}
    </>
  );
}
