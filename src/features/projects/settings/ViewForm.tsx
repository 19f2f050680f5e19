import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEW_KINDS, type BucketMode, type ViewDraft } from '@/api/views';
import { LabelledInput, LabelledSelect } from '@/components/Field';
import { ErrorBox } from '@/components/Status';
import { FilterInput } from '@/features/filters/FilterInput';
import { FilterOptions } from '@/features/filters/FilterOptions';
import { checkFilter, filterForServer } from '@/features/filters/filter-text';
import { useLabelsQuery } from '@/queries/labels';
import { useProjectsQuery } from '@/queries/projects';
import { BucketFilters } from './BucketFilters';
import { draftIsValid, validateViewDraft } from './view-form';
import './project-settings-modals.css';

interface Props {
  initial: ViewDraft;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (draft: ViewDraft) => void;
  onCancel?: () => void;
}

/** Title, kind, filter and (for kanban) how buckets are made; names in filters are sent as ids. */
export function ViewForm({ initial, submitLabel, busy, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useLabelsQuery();
  const projects = useProjectsQuery();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const errors = validateViewDraft(draft);
  const filtersOk = checkFilter(draft.filter).ok && draft.bucketConfiguration.every((b) => checkFilter(b.filter).ok);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!draftIsValid(errors) || !filtersOk) return;
    const server = (text: string) => filterForServer(text, labels.data ?? [], projects.data ?? []);
    onSubmit({
      ...draft,
      filter: server(draft.filter),
      bucketConfiguration: draft.bucketConfiguration.map((b) => ({ ...b, filter: server(b.filter) })),
    });
  }

  return (
    <form className="form view-form" onSubmit={submit} noValidate>
      {error !== null && error !== undefined && <ErrorBox error={error} />}
      <LabelledInput
        id={`${id}-title`}
        label={t('projectViews.title')}
        value={draft.title}
        error={touched && errors.title ? t(errors.title) : null}
        onChange={(title) => setDraft({ ...draft, title })}
      />
      <LabelledSelect
        id={`${id}-kind`}
        label={t('projectViews.kind')}
        value={draft.viewKind}
        choices={VIEW_KINDS}
        text={(kind) => t(`projectViews.kinds.${kind}`)}
        onChange={(viewKind) => setDraft({ ...draft, viewKind })}
      />
      <label htmlFor={`${id}-filter`}>{t('projectViews.filter')}</label>
      <FilterInput id={`${id}-filter`} value={draft.filter} onChange={(filter) => setDraft({ ...draft, filter })} />
      <FilterOptions value={draft.filter} onChange={(filter) => setDraft({ ...draft, filter })} />
      {draft.viewKind === 'kanban' && (
        <fieldset className="bucket-mode">
          <legend>{t('projectViews.bucketMode')}</legend>
          {(['manual', 'filter'] as BucketMode[]).map((mode) => (
            <label key={mode} className="checkbox">
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={draft.bucketConfigurationMode === mode}
                onChange={() => setDraft({ ...draft, bucketConfigurationMode: mode })}
              />
              {t(`projectViews.modes.${mode}`)}
            </label>
          ))}
        </fieldset>
      )}
      {draft.viewKind === 'kanban' && draft.bucketConfigurationMode === 'filter' && (
        <BucketFilters
          buckets={draft.bucketConfiguration}
          invalid={touched ? errors.buckets : []}
          onChange={(bucketConfiguration) => setDraft({ ...draft, bucketConfiguration })}
        />
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
