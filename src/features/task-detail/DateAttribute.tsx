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
 * One of the task's dates: the input with a calendar, the spec's quick choices (in the user's week) and,
 * for a set due date, "defer by".
 */
export function DateAttribute({ field, value, onSave }: Props) {
  const { t } = useTranslation();
  const weekStart = useWeekStart();
  const current = value ? new Date(value) : null;
  const set = current && !Number.isNaN(current.getTime()) ? current : null;
  const save = (date: Date) => {
    if (!set || date.getTime() !== set.getTime()) onSave(date.toISOString());
  };

  return (
    <div className="attribute">
      <label htmlFor={`task-${field}`}>{t(`taskDetail.${field}`)}</label>
      <div className="date-input-row">
        <input
          id={`task-${field}`}
          data-shortcut={field === 'dueDate' ? field : undefined}
          type="datetime-local"
          value={toLocalInput(value)}
          onChange={(e) => onSave(fromLocalInput(e.target.value))}
        />
        <DatePickerButton field={t(`taskDetail.${field}`)} value={set} onPick={save} />
      </div>
      {/* The groups' names avoid the field's own so that its label stays the only one that says "Due". */}
      <div className="quick-dates" role="group" aria-label={t('taskDetail.quickDates')} data-field={field}>
        {QUICK_CHOICES.map((choice) => (
          <button key={choice} type="button" className="btn btn-link btn-small" onClick={() => save(quickChoiceDate(choice, new Date(), weekStart, set))}>
            {t(`taskDetail.quickDate.${choice}`)}
          </button>
        ))}
      </div>
      {field === 'dueDate' && set && (
        <div className="quick-dates" role="group" aria-label={t('taskDetail.deferGroup')}>
          <span className="muted">{t('taskDetail.deferDue')}</span>
          {DEFER_DAYS.map((days) => (
            <button key={days} type="button" className="btn btn-link btn-small" onClick={() => save(deferDate(set, days))}>
              {t(`taskDetail.deferBy.${days}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
