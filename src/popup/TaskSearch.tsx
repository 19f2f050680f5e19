import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaskSearch } from '@/queries/task-search';
import { usePopupEnv } from './env';

/** How many matches the popup lists; the app's search has the rest. */
const SHOWN = 8;

/** Finds tasks by text (the app's debounced task search); a result opens in the app tab. */
export function TaskSearch() {
  const { t } = useTranslation();
  const { openApp } = usePopupEnv();
  const [query, setQuery] = useState('');
  const search = useTaskSearch(query, true);
  const shown = query.trim() ? (search.data?.items ?? []).slice(0, SHOWN) : [];
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
