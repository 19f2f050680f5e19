import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTaskChanges } from '@/api/task-save';
import { listAllTasks } from '@/api/tasks';
import type { Task } from '@/api/types';
import { isOverdue } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { usePopupEnv } from './env';

/** Undone tasks due today or earlier. */
export const TODAY_FILTER = 'done = false && due_date < now+1d/d';

/** Today's and overdue undone tasks, each with "done" and an undo for the last one. */
export function TodayList({ allTasksPath }: { allTasksPath: string }) {
  const { t } = useTranslation();
  const { client, openApp } = usePopupEnv();
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [lastDone, setLastDone] = useState<Task | null>(null);
  const [saving, setSaving] = useState<number | null>(null);

  useEffect(() => {
    const filterTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    listAllTasks(client, allTasksPath, {
      filter: TODAY_FILTER,
      filterTimezone,
      sortBy: ['due_date', 'id'],
      orderBy: ['asc', 'asc'],
      perPage: 20,
    }).then((page) => setTasks(page.items), setError);
  }, [client, allTasksPath]);

  async function setDone(task: Task, done: boolean) {
    setError(null);
    setSaving(task.id);
    try {
      // Only `done` is sent on top of the server's task: the list may be older than an edit made in the app.
      const saved = await saveTaskChanges(client, task, { done });
      if (done) {
        setTasks((list) => (list ?? []).filter((x) => x.id !== task.id));
        setLastDone(saved);
      } else {
        setTasks((list) => [...(list ?? []), saved].sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '')));
        setLastDone(null);
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(null);
    }
  }

  const now = new Date();
  return (
    <section aria-labelledby="popup-today" className="popup-section">
      <h2 id="popup-today">{t('popup.today.title')}</h2>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      {tasks === null && error === null && <p className="muted">{t('common.loading')}</p>}
      {tasks?.length === 0 && <p className="muted">{t('popup.today.empty')}</p>}
      <ul className="popup-list" data-testid="today-list">
        {tasks?.map((task) => (
          <li key={task.id}>
            <input
              type="checkbox"
              id={`popup-done-${task.id}`}
              checked={saving === task.id}
              disabled={saving !== null}
              onChange={() => void setDone(task, true)}
              aria-label={t('popup.today.markDone', { title: task.title })}
            />
            <button
              type="button"
              className="btn btn-link popup-list-title"
              onClick={() => openApp(`/tasks/${task.id}`)}
            >
              {task.title}
            </button>
            {isOverdue(task.dueDate, now) && <span className="overdue">{t('popup.today.overdue')}</span>}
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {lastDone && (
          <p className="muted">
            {t('popup.today.done', { title: lastDone.title })}{' '}
            <button type="button" className="btn btn-link" onClick={() => void setDone(lastDone, false)}>
              {t('common.undo')}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
