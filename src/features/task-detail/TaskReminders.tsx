import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskReminder } from '@/api/types';
import { fromLocalInput } from '@/lib/local-datetime';
import { describeRelative, toReminder, type RelativeReminder, type ReminderUnit } from '@/lib/reminders';
import type { TaskPatch } from '@/lib/task-merge';

const UNITS: ReminderUnit[] = ['minutes', 'hours', 'days', 'weeks'];
const RELATIVE_TO: Array<RelativeReminder['relativeTo']> = ['due_date', 'start_date', 'end_date'];

export function TaskReminders({ task, canWrite, onSave }: { task: Task; canWrite: boolean; onSave: (patch: TaskPatch) => void }) {
  const { t, i18n } = useTranslation();
  const reminders = task.reminders ?? [];
  const [kind, setKind] = useState<'absolute' | 'relative'>('absolute');
  const [at, setAt] = useState('');
  const [rel, setRel] = useState<RelativeReminder>({ amount: 1, unit: 'days', direction: 'before', relativeTo: 'due_date' });

  function describe(r: TaskReminder): string {
    const relative = describeRelative(r);
    if (relative) return t('taskDetail.reminderRelative', { amount: relative.amount, unit: t(`taskDetail.reminderUnits.${relative.unit}`), direction: t(`taskDetail.${relative.direction}`), field: t(`taskDetail.relativeTo.${relative.relativeTo}`) });
    return r.reminder ? new Date(r.reminder).toLocaleString(i18n.language) : '';
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const next = kind === 'absolute' ? fromLocalInput(at) : null;
    if (kind === 'absolute' && !next) return;
    const reminder: TaskReminder = kind === 'absolute' ? { reminder: next, relativePeriod: 0, relativeTo: '' } : toReminder(rel);
    onSave({ reminders: [...reminders, reminder] });
    setAt('');
  }

  return (
    <div className="task-reminders">
      <h2 className="section-title">{t('taskDetail.reminders')}</h2>
      <ul className="label-list">
        {reminders.map((r, i) => (
          <li key={`${r.reminder}-${r.relativePeriod}-${i}`} className="label-row">
            <span>{describe(r)}</span>
            <span className="header-spacer" />
            {canWrite && (
              <button type="button" className="btn btn-link" onClick={() => onSave({ reminders: reminders.filter((_, j) => j !== i) })} aria-label={t('taskDetail.removeReminder', { when: describe(r) })}>
                {t('teams.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <form className="row wrap" onSubmit={add}>
          <label htmlFor="reminder-kind" className="visually-hidden">{t('taskDetail.reminderKind')}</label>
          <select id="reminder-kind" value={kind} onChange={(e) => setKind(e.target.value as 'absolute' | 'relative')}>
            <option value="absolute">{t('taskDetail.reminderAt')}</option>
            <option value="relative">{t('taskDetail.reminderRelativeTo')}</option>
          </select>
          {kind === 'absolute' ? (
            <>
              <label htmlFor="reminder-at" className="visually-hidden">{t('taskDetail.reminderDate')}</label>
              <input id="reminder-at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} className="narrow-date" />
            </>
          ) : (
            <>
              <input type="number" min={0} className="narrow" aria-label={t('taskDetail.reminderAmount')} value={rel.amount} onChange={(e) => setRel({ ...rel, amount: Number(e.target.value) })} />
              <select aria-label={t('taskDetail.reminderUnit')} value={rel.unit} onChange={(e) => setRel({ ...rel, unit: e.target.value as ReminderUnit })}>
                {UNITS.map((u) => <option key={u} value={u}>{t(`taskDetail.reminderUnits.${u}`)}</option>)}
              </select>
              <select aria-label={t('taskDetail.reminderDirection')} value={rel.direction} onChange={(e) => setRel({ ...rel, direction: e.target.value as 'before' | 'after' })}>
                <option value="before">{t('taskDetail.before')}</option>
                <option value="after">{t('taskDetail.after')}</option>
              </select>
              <select aria-label={t('taskDetail.reminderField')} value={rel.relativeTo} onChange={(e) => setRel({ ...rel, relativeTo: e.target.value as RelativeReminder['relativeTo'] })}>
                {RELATIVE_TO.map((f) => <option key={f} value={f}>{t(`taskDetail.relativeTo.${f}`)}</option>)}
              </select>
            </>
          )}
          <button type="submit" className="btn">{t('taskDetail.addReminder')}</button>
        </form>
      )}
    </div>
  );
}
