import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { Badge } from '@/components/Badge';
import { isTaskOverdue } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { upcomingKeys } from '@/queries/upcoming';
import { useUpdateTaskMutation } from '@/queries/tasks';
import { usePopupEnv } from './env';
import { useTodayTasks } from './today';

/** Today's and overdue undone tasks, each with "done" and an undo for the last one. */
export function TodayList() {
  const { t } = useTranslation();
  const { openApp } = usePopupEnv();
  const queryClient = useQueryClient();
  const now = new Date();
  const today = useTodayTasks(now);
  const update = useUpdateTaskMutation();
  const [lastDone, setLastDone] = useState<Task | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function setDone(task: Task, done: boolean) {
    setError(null);
    setSaving(task.id);
    try {
      // Only `done` is sent on top of the server's task: the list may be older than an edit made in the app.
      const saved = await update.mutateAsync({ base: task, patch: { done } });
      await queryClient.invalidateQueries({ queryKey: upcomingKeys.root });
      setLastDone(done ? saved : null);
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(null);
    }
  }

  const shownError = error ?? today.error;
  const tasks = today.data?.items;
  return (
    <section aria-labelledby="popup-today" className="popup-section">
      <h2 id="popup-today">{t('popup.today.title')}</h2>
      {shownError && (
        <p className="field-error" role="alert">
          {errorMessage(shownError, t)}
        </p>
      )}
      {!tasks && !shownError && <p className="muted">{t('common.loading')}</p>}
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
            {isTaskOverdue(task, now) && <Badge tone="danger">{t('popup.today.overdue')}</Badge>}
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
