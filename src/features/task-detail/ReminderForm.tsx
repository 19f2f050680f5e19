import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskReminder } from '@/api/types';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
import { describeRelative, toReminder, type RelativeReminder, type ReminderUnit } from '@/lib/reminders';

const UNITS: ReminderUnit[] = ['minutes', 'hours', 'days', 'weeks'];
const RELATIVE_TO: Array<RelativeReminder['relativeTo']> = ['due_date', 'start_date', 'end_date'];
const DEFAULT_RELATIVE: RelativeReminder = { amount: 1, unit: 'days', direction: 'before', relativeTo: 'due_date' };

interface Props {
  /** The reminder being edited; a new one when absent. */
  initial?: TaskReminder;
  submitLabel: string;
  onSubmit: (reminder: TaskReminder) => void;
  /** Shown as a cancel button (and on Escape) while editing. */
  onCancel?: () => void;
}

/** A reminder at a time or relative to one of the task's dates, for adding or editing one. */
export function ReminderForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const relative = initial ? describeRelative(initial) : null;
  const [kind, setKind] = useState<'absolute' | 'relative'>(relative ? 'relative' : 'absolute');
  const [at, setAt] = useState(initial && !relative ? toLocalInput(initial.reminder) : '');
  const [rel, setRel] = useState<RelativeReminder>(relative ?? DEFAULT_RELATIVE);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = kind === 'absolute' ? fromLocalInput(at) : null;
    if (kind === 'absolute' && !next) return;
    onSubmit(kind === 'absolute' ? { reminder: next, relativePeriod: 0, relativeTo: '' } : toReminder(rel));
    setAt('');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !onCancel) return;
    // Escape leaves the edit, not the task dialog.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  }

  return (
    <form className="row wrap" onSubmit={submit} onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-kind`} className="visually-hidden">
        {t('taskDetail.reminderKind')}
      </label>
      <select
        id={`${id}-kind`}
        data-shortcut={initial ? undefined : 'reminder'}
        value={kind}
        onChange={(e) => setKind(e.target.value as 'absolute' | 'relative')}
      >
        <option value="absolute">{t('taskDetail.reminderAt')}</option>
        <option value="relative">{t('taskDetail.reminderRelativeTo')}</option>
      </select>
      {kind === 'absolute' ? (
        <>
          <label htmlFor={`${id}-at`} className="visually-hidden">
            {t('taskDetail.reminderDate')}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            className="narrow-date"
          />
        </>
      ) : (
        <>
          <input
            type="number"
            min={0}
            className="narrow"
            aria-label={t('taskDetail.reminderAmount')}
            value={rel.amount}
            onChange={(e) => setRel({ ...rel, amount: Number(e.target.value) })}
          />
          <select
            aria-label={t('taskDetail.reminderUnit')}
            value={rel.unit}
            onChange={(e) => setRel({ ...rel, unit: e.target.value as ReminderUnit })}
          >
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`taskDetail.reminderUnits.${u}`)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('taskDetail.reminderDirection')}
            value={rel.direction}
            onChange={(e) => setRel({ ...rel, direction: e.target.value as 'before' | 'after' })}
          >
            <option value="before">{t('taskDetail.before')}</option>
            <option value="after">{t('taskDetail.after')}</option>
          </select>
          <select
            aria-label={t('taskDetail.reminderField')}
            value={rel.relativeTo}
            onChange={(e) => setRel({ ...rel, relativeTo: e.target.value as RelativeReminder['relativeTo'] })}
          >
            {RELATIVE_TO.map((f) => (
              <option key={f} value={f}>
                {t(`taskDetail.relativeTo.${f}`)}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" className="btn">
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
    </form>
  );
}
