import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUser } from '@/api/auth';
import { getInfo } from '@/api/info';
import { countUnread, listNotifications } from '@/api/notifications';
import { listProjects } from '@/api/projects';
import type { Project, User } from '@/api/types';
import { featuresFor } from '@/api/version';
import { readSettings } from '@/background/settings';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/stores/session';
import { usePopupEnv } from './env';
import { HostAccess } from './HostAccess';
import { PendingList } from './PendingList';
import { QuickAdd } from './QuickAdd';
import { SettingsPanel } from './SettingsPanel';
import { TaskSearch } from './TaskSearch';
import { TodayList } from './TodayList';

interface Loaded {
  user: User;
  projects: Project[];
  allTasksPath: string;
  unread: number | null;
  captureProjectId: number | null;
}

/** Signed in: who, unread count, quick add, what is pending, today's tasks, search and settings. */
export function SignedIn() {
  const { t } = useTranslation();
  const env = usePopupEnv();
  const apiUrl = useSession((s) => s.apiUrl);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    env.pollNow();
    if (!apiUrl) return;
    const { client, platform } = env;
    Promise.all([
      getUser(client),
      listProjects(client),
      getInfo(apiUrl),
      listNotifications(client).then(
        (page) => countUnread(page.items),
        () => null,
      ),
      readSettings(platform.storage),
    ]).then(
      ([user, projects, info, unread, settings]) =>
        setLoaded({
          user,
          projects: projects.filter((p) => p.id > 0),
          allTasksPath: featuresFor(info.version).allTasksPath,
          unread,
          captureProjectId: settings.defaultProjectId,
        }),
      setError,
    );
  }, [env, apiUrl]);

  return (
    <>
      <header className="popup-header">
        <span>
          {loaded ? t('popup.signedInAs', { name: loaded.user.name || loaded.user.username }) : t('common.loading')}
        </span>
        {loaded?.unread ? (
          <button type="button" className="btn btn-link" onClick={() => env.openApp('/notifications')}>
            {t('popup.unread', { count: loaded.unread })}
          </button>
        ) : null}
        <button type="button" className="btn btn-link" onClick={() => env.openApp('/')}>
          {t('popup.openApp')}
        </button>
      </header>
      <HostAccess />
      {error !== null && (
        <p className="field-error" role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      <QuickAdd
        projects={loaded?.projects ?? []}
        fallbackProjectId={loaded?.user.settings?.defaultProjectId ?? null}
        mode={loaded?.user.settings?.frontendSettings?.quickAddMagicMode ?? 'vikunja'}
      />
      <PendingList />
      {loaded && (
        <>
          <TodayList allTasksPath={loaded.allTasksPath} />
          <TaskSearch allTasksPath={loaded.allTasksPath} />
          <SettingsPanel projects={loaded.projects} />
        </>
      )}
    </>
  );
}
