import { useTranslation } from 'react-i18next';
import { MIN_VALUE_CHOICES, MIN_VALUE_DEFAULT, type MinValueField, readMinValue, setMinValue } from './min-value';
import type { Joiner } from './query-parts';

interface Props {
  field: MinValueField;
  value: string;
  joiner: Joiner;
  onChange: (text: string) => void;
}

/** "Filter by priority / progress" with the minimum to keep: one `field >= N` unit in the query. */
export function MinValueOption({ field, value, joiner, onChange }: Props) {
  const { t } = useTranslation();
  const state = readMinValue(value, field);
  const current = state.available ? state.value : undefined;
  const choices =
    current === undefined || MIN_VALUE_CHOICES[field].includes(current)
      ? MIN_VALUE_CHOICES[field]
      : [...MIN_VALUE_CHOICES[field], current].sort((a, b) => a - b);
  const label = (n: number) =>
    field === 'priority'
      ? t(`taskDetail.priorities.${n}`, { defaultValue: String(n) })
      : t('filterOptions.percent', { value: n });
  const set = (n: number | undefined) => onChange(setMinValue(value, field, n, joiner));

  return (
    <div className="filter-option">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={current !== undefined}
          disabled={!state.available}
          onChange={(e) => set(e.target.checked ? MIN_VALUE_DEFAULT[field] : undefined)}
        />
        {t(field === 'priority' ? 'filterOptions.priority' : 'filterOptions.percentDone')}
      </label>
      <select
        aria-label={t(field === 'priority' ? 'filterOptions.minPriority' : 'filterOptions.minPercentDone')}
        value={current ?? MIN_VALUE_DEFAULT[field]}
        disabled={current === undefined}
        onChange={(e) => set(Number(e.target.value))}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {label(n)}
          </option>
        ))}
      </select>
      {!state.available && state.reason === 'ambiguous' && (
        <p className="muted filter-option-hint">{t('filterOptions.ambiguous')}</p>
      )}
    </div>
  );
}
