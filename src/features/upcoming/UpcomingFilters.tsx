import { useId, useState } from 'react';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, FilterIcon } from '@/components/icons';
import { DatePickerButton } from '@/components/date-picker/DatePickerButton';
import { useWeekStart } from '@/components/date-picker/use-week-start';
import { filtersSummary } from './filters-summary';
import type { UpcomingRange } from './upcoming-query';
import { WEEK_RANGES, weekRange } from './week-range';
import './upcoming.css';

/** A day as the query string and the date inputs write it. */
export const dayString = (date: Date) => format(date, 'yyyy-MM-dd');

interface Props {
  range: UpcomingRange;
  /** The page's clock, for the quick ranges. */
  now: Date;
  update: (changes: Record<string, string>) => void;
}

/**
 * The upcoming page's range: from and to (typed or picked), whole weeks in the user's week order, and the two
 * switches. On a phone they fold behind one button that names the current choice.
 */
export function UpcomingFilters({ range, now, update }: Props) {
  const { t, i18n } = useTranslation();
  const weekStart = useWeekStart();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const summary = filtersSummary(range, i18n.resolvedLanguage ?? i18n.language, now);
  const bounds = [
    { key: 'from', label: t('upcoming.from'), value: range.from },
    { key: 'to', label: t('upcoming.to'), value: range.to },
  ] as const;

  return (
    <form className="upcoming-filters" data-open={open} onSubmit={(e) => e.preventDefault()}>
      <button
        type="button"
        className="btn upcoming-filters-toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((was) => !was)}
      >
        <FilterIcon size={16} aria-hidden="true" />
        <span className="upcoming-filters-name">{t('upcoming.filters')}</span>
        <span className="upcoming-filters-summary">
          {[
            t('upcoming.rangeSummary', { from: summary.from, to: summary.to }),
            ...(summary.overdue ? [t('upcoming.withOverdue')] : []),
            ...(summary.undated ? [t('upcoming.withUndated')] : []),
          ].join(' · ')}
        </span>
        <ChevronDownIcon size={16} aria-hidden="true" className="upcoming-filters-chevron" />
      </button>
      <div id={panel} className="upcoming-filters-panel">
        {bounds.map(({ key, label, value }) => (
          <div key={key} className="date-input-row">
            <label>
              {label}
              <input
                type="date"
                value={dayString(value)}
                onChange={(e) => e.target.value && update({ [key]: e.target.value })}
              />
            </label>
            <DatePickerButton field={label} value={value} onPick={(date) => update({ [key]: dayString(date) })} />
          </div>
        ))}
        <div className="upcoming-weeks" role="group" aria-label={t('upcoming.weeks')}>
          {WEEK_RANGES.map((name) => {
            const week = weekRange(name, now, weekStart);
            const [from, to] = [dayString(week.from), dayString(week.to)];
            const pressed = dayString(range.from) === from && dayString(range.to) === to;
            return (
              <button
                key={name}
                type="button"
                className="btn"
                aria-pressed={pressed}
                onClick={() => update({ from, to })}
              >
                {t(`upcoming.${name}`)}
              </button>
            );
          })}
        </div>
        {(['showOverdue', 'showNulls'] as const).map((key) => (
          <label key={key} className="checkbox">
            <input type="checkbox" checked={range[key]} onChange={(e) => update({ [key]: String(e.target.checked) })} />
            {t(`upcoming.${key}`)}
          </label>
        ))}
      </div>
    </form>
  );
}
