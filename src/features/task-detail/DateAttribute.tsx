import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerButton } from '@/components/date-picker/DatePickerButton';
import { useWeekStart } from '@/components/date-picker/use-week-start';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
import { DEFER_DAYS, QUICK_CHOICES, deferDate, quickChoiceDate } from './date-choices';

export type DateField = 'dueDate' | 'startDate' | 'endDate';

interface Props {
  field: DateField;
  value: string | null;
  onSave: (iso: string | null) => void;
}

/**
 * One of the task's dates: the input with a calendar, quick choices (in the user's week) and,
 * for a set due date, "defer by". A typed date is saved when the field is left or Enter is pressed, never
 * on each keystroke (a half-typed date would be saved, then shown back over what is being typed);
 * Escape drops it. The calendar and the quick choices save at once.
 */
export function DateAttribute({ field, value, onSave }: Props) {
  const { t } = useTranslation();
  const weekStart = useWeekStart();
  const current = value ? new Date(value) : null;
  const set = current && !Number.isNaN(current.getTime()) ? current : null;
  const save = (date: Date) => {
    if (!set || date.getTime() !== set.getTime()) onSave(date.toISOString());
  };
  // What is typed and not yet saved; null shows the saved value.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const iso = fromLocalInput(typed);
    if (iso === null ? set !== null : !set || new Date(iso).getTime() !== set.getTime()) onSave(iso);
  };

  return (
    <div className="attribute">
      <label htmlFor={`task-${field}`}>{t(`taskDetail.${field}`)}</label>
      <div className="date-input-row">
        <input
          id={`task-${field}`}
          data-shortcut={field === 'dueDate' ? field : undefined}
          type="datetime-local"
          value={typed ?? toLocalInput(value)}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            else if (e.key === 'Escape' && typed !== null) {
              e.stopPropagation();
              setTyped(null);
            }
          }}
        />
        <DatePickerButton field={t(`taskDetail.${field}`)} value={set} onPick={save} />
      </div>
      {/* The groups' names avoid the field's own so that its label stays the only one that says "Due". */}
      <div className="quick-dates" role="group" aria-label={t('taskDetail.quickDates')} data-field={field}>
        {QUICK_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="btn btn-link btn-small"
            onClick={() => save(quickChoiceDate(choice, new Date(), weekStart, set))}
          >
            {t(`taskDetail.quickDate.${choice}`)}
          </button>
        ))}
      </div>
      {field === 'dueDate' && set && (
        <div className="quick-dates" role="group" aria-label={t('taskDetail.deferGroup')}>
          <span className="muted">{t('taskDetail.deferDue')}</span>
          {DEFER_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              className="btn btn-link btn-small"
              onClick={() => save(deferDate(set, days))}
            >
              {t(`taskDetail.deferBy.${days}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
