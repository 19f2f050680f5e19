import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BucketFilter } from '@/api/views';
import { FilterInput } from '@/features/filters/FilterInput';
import './project-settings-modals.css';

interface Props {
  buckets: BucketFilter[];
  /** Indexes of buckets whose title is missing (shown once the form was submitted). */
  invalid: number[];
  onChange: (buckets: BucketFilter[]) => void;
}

/** The buckets of a kanban view in filter mode: each a title and the filter that fills it. */
export function BucketFilters({ buckets, invalid, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const set = (index: number, change: Partial<BucketFilter>) =>
    onChange(buckets.map((b, i) => (i === index ? { ...b, ...change } : b)));
  return (
    <fieldset className="bucket-filters">
      <legend>{t('projectViews.bucketFilters')}</legend>
      {buckets.length === 0 && <p className="muted">{t('projectViews.noBucketFilters')}</p>}
      {buckets.map((bucket, index) => (
        <div key={index} className="bucket-filter">
          <label htmlFor={`${id}-title-${index}`}>{t('projectViews.bucketTitle', { number: index + 1 })}</label>
          <input
            id={`${id}-title-${index}`}
            value={bucket.title}
            aria-invalid={invalid.includes(index)}
            onChange={(e) => set(index, { title: e.target.value })}
          />
          {invalid.includes(index) && <p className="field-error">{t('projectViews.titleRequired')}</p>}
          <label htmlFor={`${id}-filter-${index}`}>{t('projectViews.bucketFilter', { number: index + 1 })}</label>
          <FilterInput
            id={`${id}-filter-${index}`}
            value={bucket.filter}
            onChange={(filter) => set(index, { filter })}
          />
          <button
            type="button"
            className="btn btn-link"
            onClick={() => onChange(buckets.filter((_, i) => i !== index))}
          >
            {t('projectViews.removeBucket', { number: index + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className="btn" onClick={() => onChange([...buckets, { title: '', filter: '' }])}>
        {t('projectViews.addBucket')}
      </button>
    </fieldset>
  );
}
