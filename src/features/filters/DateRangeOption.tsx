import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset, readDateRange, setDateBound, setDatePreset } from './date-range';
import type { Joiner, RangeField } from './query-parts';

interface Props {
  field: RangeField;
  value: string;
  joiner: Joiner;
  onChange: (text: string) => void;
}

const PRESETS = Object.keys(DATE_PRESETS) as DatePreset[];
const CUSTOM = 'custom';

/** From / to days and quick ranges for one date field: one `field >= X && field < Y` unit in the query. */
export function DateRangeOption({ field, value, joiner, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const state = readDateRange(value, field);
  const range = state.available ? state : undefined;
  const bounded =
    range !== undefined && (range.from !== undefined || range.to !== undefined || range.custom !== undefined);
  const selected = range?.preset ?? (bounded ? CUSTOM : '');
  const day = (side: 'from' | 'to', text: string) =>
    onChange(setDateBound(value, field, side, text === '' ? undefined : text, joiner));

  return (
    <fieldset className="filter-range" disabled={!state.available}>
      <legend>{t(`filterOptions.fields.${field}`)}</legend>
      <div className="filter-range-part">
        <label htmlFor={`${id}-from`}>{t('filterOptions.from')}</label>
        <input id={`${id}-from`} type="date" value={range?.from ?? ''} onChange={(e) => day('from', e.target.value)} />
      </div>
      <div className="filter-range-part">
        <label htmlFor={`${id}-to`}>{t('filterOptions.to')}</label>
        <input id={`${id}-to`} type="date" value={range?.to ?? ''} onChange={(e) => day('to', e.target.value)} />
      </div>
      <div className="filter-range-part">
        <label htmlFor={`${id}-quick`}>{t('filterOptions.quickRange')}</label>
        <select
          id={`${id}-quick`}
          value={selected}
          onChange={(e) =>
            onChange(
              setDatePreset(
                value,
                field,
                PRESETS.find((p) => p === e.target.value),
                joiner,
              ),
            )
          }
        >
          <option value="">{t('filterOptions.presets.none')}</option>
          {PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`filterOptions.presets.${p}`)}
            </option>
          ))}
          {selected === CUSTOM && (
            <option value={CUSTOM} disabled>
              {t('filterOptions.presets.custom')}
            </option>
          )}
        </select>
      </div>
      {range?.custom !== undefined && (
        <p className="muted filter-option-hint">{t('filterOptions.customRange', { text: range.custom })}</p>
      )}
      {!state.available && state.reason === 'ambiguous' && (
        <p className="muted filter-option-hint">{t('filterOptions.ambiguous')}</p>
      )}
    </fieldset>
  );
}
