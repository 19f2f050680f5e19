import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listAllTasks } from '@/api/tasks';
import type { Task } from '@/api/types';
import { usePopupEnv } from './env';

/** Finds tasks by text (debounced); a result opens in the app tab. */
export function TaskSearch({ allTasksPath }: { allTasksPath: string }) {
  const { t } = useTranslation();
  const { client, openApp } = usePopupEnv();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Task[]>([]);

  useEffect(() => {
    const s = query.trim();
    if (!s) return;
    let current = true;
    const timer = setTimeout(() => {
      listAllTasks(client, allTasksPath, { s, perPage: 8 }).then(
        (page) => current && setResults(page.items),
        () => current && setResults([]),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, client, allTasksPath]);

  const shown = query.trim() ? results : [];
  return (
    <section className="popup-section" role="search">
      <label htmlFor="popup-search">{t('popup.search.label')}</label>
      <input id="popup-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul className="popup-list" aria-live="polite">
        {shown.map((task) => (
          <li key={task.id}>
            <button
              type="button"
              className="btn btn-link popup-list-title"
              onClick={() => openApp(`/tasks/${task.id}`)}
            >
              {task.title}
            </button>
            {task.done && <span className="muted">{t('popup.search.done')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
