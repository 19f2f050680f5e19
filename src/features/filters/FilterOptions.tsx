import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeOption } from './DateRangeOption';
import './filter-options.css';
import { MinValueOption } from './MinValueOption';
import { type Joiner, RANGE_FIELDS } from './query-parts';
import { readRequireAll, setRequireAll } from './require-all';
import { readHidesDone, setShowDoneTasks } from './show-done';

/**
 * The saved-filter editor's structured options. Each reads the filter text and rewrites it (parse →
 * change → print), so the boxes follow whatever is typed; text that does not parse disables them.
 */
export function FilterOptions({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  const requireAll = readRequireAll(value);
  const hidesDone = readHidesDone(value);
  // A query with fewer than two conditions shows no joiner; the choice is remembered for the next one added.
  const [preferred, setPreferred] = useState<Joiner>('and');
  const textJoiner =
    requireAll.available && requireAll.requireAll !== undefined ? (requireAll.requireAll ? 'and' : 'or') : undefined;
  // Adjusted while rendering (React's pattern for state derived from props), so no stale frame shows.
  if (textJoiner !== undefined && textJoiner !== preferred) setPreferred(textJoiner);
  const joiner = textJoiner ?? preferred;

  return (
    <fieldset className="filter-options">
      <legend>{t('filterOptions.legend')}</legend>
      {hidesDone === undefined && <p className="muted filter-option-hint">{t('filterOptions.invalid')}</p>}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={hidesDone === false}
          disabled={hidesDone === undefined}
          onChange={(e) => onChange(setShowDoneTasks(value, e.target.checked))}
        />
        {t('filters.showDoneTasks')}
      </label>
      <div className="filter-option">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={joiner === 'and'}
            disabled={!requireAll.available}
            onChange={(e) => {
              setPreferred(e.target.checked ? 'and' : 'or');
              onChange(setRequireAll(value, e.target.checked));
            }}
          />
          {t('filterOptions.requireAll')}
        </label>
        {!requireAll.available && requireAll.reason === 'mixed' && (
          <p className="muted filter-option-hint">{t('filterOptions.mixed')}</p>
        )}
      </div>
      <MinValueOption field="priority" value={value} joiner={joiner} onChange={onChange} />
      <MinValueOption field="percentDone" value={value} joiner={joiner} onChange={onChange} />
      {RANGE_FIELDS.map((field) => (
        <DateRangeOption key={field} field={field} value={value} joiner={joiner} onChange={onChange} />
      ))}
    </fieldset>
  );
}
