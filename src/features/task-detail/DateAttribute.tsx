import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerButton } from '@/components/date-picker/DatePickerButton';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
import { FieldRow } from './FieldRow';
import { QuickDates } from './QuickDates';

export type DateField = 'dueDate' | 'startDate' | 'endDate';

interface Props {
  field: DateField;
  value: string | null;
  onSave: (iso: string | null) => void;
}

/**
 * One of the task's dates: the input with a calendar and a menu of quick choices (in the user's week; for a
 * set due date also "postpone by"). A typed date is saved when the field is left or Enter is pressed, never
 * on each keystroke (a half-typed date would be saved, then shown back over what is being typed);
 * Escape drops it. The calendar and the quick choices save at once.
 */
export function DateAttribute({ field, value, onSave }: Props) {
  const { t } = useTranslation();
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
    <FieldRow field={field} name={<label htmlFor={`task-${field}`}>{t(`taskDetail.${field}`)}</label>}>
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
        <QuickDates field={field} value={set} onPick={save} />
      </div>
    </FieldRow>
  );
}

/** A date as text, for a read-only viewer. */
export function ReadOnlyDate({ field, value }: { field: DateField; value: string | null }) {
  const { t, i18n } = useTranslation();
  const shown = value ? new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <FieldRow field={field} name={t(`taskDetail.${field}`)}>
      <span>{shown}</span>
    </FieldRow>
  );
}
