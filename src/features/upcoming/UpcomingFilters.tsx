import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { DatePickerButton } from '@/components/date-picker/DatePickerButton';
import { useWeekStart } from '@/components/date-picker/use-week-start';
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

/** The upcoming page's range: from and to (typed or picked), whole weeks in the user's week order, and the two switches. */
export function UpcomingFilters({ range, now, update }: Props) {
  const { t } = useTranslation();
  const weekStart = useWeekStart();
  const bounds = [
    { key: 'from', label: t('upcoming.from'), value: range.from },
    { key: 'to', label: t('upcoming.to'), value: range.to },
  ] as const;

  return (
    <form className="upcoming-filters" onSubmit={(e) => e.preventDefault()}>
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
      <label className="checkbox">
        <input
          type="checkbox"
          checked={range.showOverdue}
          onChange={(e) => update({ showOverdue: String(e.target.checked) })}
        />
        {t('upcoming.showOverdue')}
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={range.showNulls}
          onChange={(e) => update({ showNulls: String(e.target.checked) })}
        />
        {t('upcoming.showNulls')}
      </label>
    </form>
  );
}
