import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterInput } from '@/features/filters/FilterInput';
import { checkFilter } from '@/features/filters/filter-text';
import type { ViewFilter } from './use-view-filter';
import './view-filter.css';
import '@/features/filters/filter-input.css';

const SEARCH_DELAY_MS = 300;

/**
 * Search and filter for a list or table view. The search applies as one types; the filter query (with the
 * saved-filter editor's completions and checking) applies on "Apply", and only when it is valid. Text taken
 * from the address goes into the fields as text, never as markup.
 */
export function ViewFilterBar({
  view,
  children,
}: {
  view: ViewFilter;
  /** More controls for the same row, at its end. */ children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState(view.search);
  const [draft, setDraft] = useState(view.filter);
  const [open, setOpen] = useState(view.filter !== '');

  // The address changed (back, forward, a link): show what it says.
  const [seen, setSeen] = useState({ search: view.search, filter: view.filter });
  if (seen.search !== view.search || seen.filter !== view.filter) {
    setSeen({ search: view.search, filter: view.filter });
    if (seen.search !== view.search) setSearch(view.search);
    if (seen.filter !== view.filter) setDraft(view.filter);
  }

  const { set, search: applied } = view;
  useEffect(() => {
    if (search === applied) return;
    const timer = setTimeout(() => set({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, applied, set]);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (checkFilter(draft).ok) view.set({ filter: draft });
  }

  function clear() {
    setDraft('');
    view.set({ filter: '' });
  }

  const active = view.filter !== '';
  return (
    <div className="view-filter">
      <div className="view-filter-row">
        <input
          type="search"
          className="view-filter-search"
          aria-label={t('viewFilter.search')}
          placeholder={t('viewFilter.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button
          type="button"
          className={`btn${active ? ' is-active' : ''}`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {active ? t('viewFilter.filtersActive') : t('viewFilter.filters')}
        </button>
        {children && <div className="view-filter-extra">{children}</div>}
      </div>
      {open && (
        <form id={`${id}-panel`} className="view-filter-panel" onSubmit={apply}>
          <label htmlFor={`${id}-query`}>{t('viewFilter.query')}</label>
          <FilterInput id={`${id}-query`} value={draft} onChange={setDraft} />
          <div className="view-filter-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!checkFilter(draft).ok || draft === view.filter}
            >
              {t('viewFilter.apply')}
            </button>
            {active && (
              <button type="button" className="btn" onClick={clear}>
                {t('viewFilter.clear')}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
