import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getUser } from '@/api/auth';
import { createTask } from '@/api/tasks';
import type { Task, User } from '@/api/types';
import type { ApiClient } from '@/api/client';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/stores/session';

interface PopupProps {
  client: ApiClient;
  openApp: (route?: string) => void;
  pollNow: () => void;
}

/** The toolbar popup: who is signed in, a quick add into the default project, and the way to the app. */
export function Popup({ client, openApp, pollNow }: PopupProps) {
  const { t } = useTranslation();
  const { apiUrl, token, hydrated } = useSession();
  const [user, setUser] = useState<User | null>(null);
  const [userError, setUserError] = useState<unknown>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Task | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    pollNow();
    if (!token || !apiUrl) return;
    getUser(client).then(setUser, setUserError);
  }, [client, token, apiUrl, pollNow]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const projectId = user?.settings?.defaultProjectId;
    if (!title.trim() || !projectId) return;
    setBusy(true);
    setError(null);
    try {
      setCreated(await createTask(client, projectId, { title: title.trim() }));
      setTitle('');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  if (!hydrated) return null;
  if (!apiUrl || !token || userError) {
    return (
      <main className="popup">
        <p>{userError ? errorMessage(userError, t) : t('popup.signedOut')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openApp('/login')}>
          {t('popup.signIn')}
        </button>
      </main>
    );
  }

  return (
    <main className="popup">
      <header className="popup-header">
        <span>{user ? t('popup.signedInAs', { name: user.name || user.username }) : t('common.loading')}</span>
        <button type="button" className="btn btn-link" onClick={() => openApp('/')}>
          {t('popup.openApp')}
        </button>
      </header>
      <form className="add-task" onSubmit={submit}>
        <label htmlFor="popup-add" className="visually-hidden">
          {t('tasks.add.label')}
        </label>
        <input
          id="popup-add"
          autoFocus
          placeholder={t('tasks.add.placeholder')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          disabled={busy || !user}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || !user || !title.trim()}>
          {t('tasks.add.submit')}
        </button>
      </form>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      {created && (
        <p className="success" role="status">
          {t('popup.created', { title: created.title })}{' '}
          <button type="button" className="btn btn-link" onClick={() => openApp(`/projects/${created.projectId}`)}>
            {t('popup.show')}
          </button>
        </p>
      )}
    </main>
  );
}
