import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedFilter } from '@/api/filters';
import { ErrorBox } from '@/components/Status';
import { useLabelsQuery } from '@/queries/labels';
import { useProjectsQuery } from '@/queries/projects';
import { checkFilter, filterForServer } from './filter-text';
import { FilterInput } from './FilterInput';
import { FilterOptions } from './FilterOptions';

/** The spec checks the title after a 100 ms pause. */
const TITLE_DEBOUNCE_MS = 100;

export type FilterDraft = Omit<SavedFilter, 'id' | 'created' | 'updated'>;

interface Props {
  initial: FilterDraft;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (draft: FilterDraft) => void;
}

export function FilterForm({ initial, submitLabel, busy, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const labels = useLabelsQuery();
  const projects = useProjectsQuery();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [filter, setFilter] = useState(initial.filters.filter);
  const [includeNulls, setIncludeNulls] = useState(initial.filters.filterIncludeNulls);
  const [titleInvalid, setTitleInvalid] = useState(false);
  // Checked only once the person typed in the title or tried to save: a fresh form shows no error.
  const [titleTouched, setTitleTouched] = useState(false);

  useEffect(() => {
    if (!titleTouched) return;
    const timer = setTimeout(() => setTitleInvalid(title.trim() === ''), TITLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title, titleTouched]);

  const valid = title.trim() !== '' && checkFilter(filter).ok;
  function submit(event: FormEvent) {
    event.preventDefault();
    setTitleTouched(true);
    if (title.trim() === '') setTitleInvalid(true);
    if (!valid) return;
    onSubmit({
      ...initial,
      title: title.trim(),
      description,
      filters: {
        ...initial.filters,
        filter: filterForServer(filter, labels.data ?? [], projects.data ?? []),
        filterIncludeNulls: includeNulls,
      },
    });
  }

  return (
    <form className="form filter-form" onSubmit={submit} noValidate>
      {error !== null && error !== undefined && <ErrorBox error={error} />}
      <label htmlFor="filter-title">{t('filters.title')}</label>
      <input
        id="filter-title"
        value={title}
        aria-invalid={titleInvalid}
        onChange={(e) => {
          setTitle(e.target.value);
          setTitleTouched(true);
        }}
      />
      {titleInvalid && <p className="field-error">{t('filters.titleRequired')}</p>}
      <label htmlFor="filter-query">{t('filters.query')}</label>
      <FilterInput id="filter-query" value={filter} onChange={setFilter} />
      <FilterOptions value={filter} onChange={setFilter} />
      <label className="checkbox">
        <input type="checkbox" checked={includeNulls} onChange={(e) => setIncludeNulls(e.target.checked)} />
        {t('filters.includeNulls')}
      </label>
      <label htmlFor="filter-description">{t('filters.description')}</label>
      <textarea id="filter-description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      <button type="submit" className="btn btn-primary" disabled={busy || !checkFilter(filter).ok}>
        {submitLabel}
      </button>
    </form>
  );
}
