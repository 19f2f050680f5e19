import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskReminder } from '@/api/types';
import { describeRelative } from '@/lib/reminders';
import type { TaskPatch } from '@/lib/task-merge';
import { FieldRow } from './FieldRow';
import { ReminderForm } from './ReminderForm';

/** The task's reminders: add one, change one in place, or remove one. */
export function TaskReminders({
  task,
  canWrite,
  onSave,
}: {
  task: Task;
  canWrite: boolean;
  onSave: (patch: TaskPatch) => void;
}) {
  const { t, i18n } = useTranslation();
  const reminders = task.reminders ?? [];
  const [editing, setEditing] = useState<number | null>(null);
  const nameId = useId();

  function describe(r: TaskReminder): string {
    const relative = describeRelative(r);
    if (relative)
      return t('taskDetail.reminderRelative', {
        amount: relative.amount,
        unit: t(`taskDetail.reminderUnits.${relative.unit}`),
        direction: t(`taskDetail.${relative.direction}`),
        field: t(`taskDetail.relativeTo.${relative.relativeTo}`),
      });
    return r.reminder ? new Date(r.reminder).toLocaleString(i18n.language) : '';
  }

  function replace(index: number, next: TaskReminder) {
    setEditing(null);
    onSave({ reminders: reminders.map((r, j) => (j === index ? next : r)) });
  }

  return (
    <FieldRow field="reminders" name={<h3 id={nameId}>{t('taskDetail.reminders')}</h3>} groupNameId={nameId}>
      <ul className="field-list task-reminders">
        {reminders.map((r, i) => (
          <li key={`${r.reminder}-${r.relativePeriod}-${i}`} className="field-list-row">
            {canWrite && editing === i ? (
              <ReminderForm
                initial={r}
                submitLabel={t('taskDetail.saveReminder')}
                onSubmit={(next) => replace(i, next)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <span>{describe(r)}</span>
                <span className="header-spacer" />
                {canWrite && (
                  <>
                    <button
                      type="button"
                      className="btn btn-link"
                      onClick={() => setEditing(i)}
                      aria-label={t('taskDetail.editReminder', { when: describe(r) })}
                    >
                      {t('taskDetail.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-link"
                      onClick={() => onSave({ reminders: reminders.filter((_, j) => j !== i) })}
                      aria-label={t('taskDetail.removeReminder', { when: describe(r) })}
                    >
                      {t('teams.remove')}
                    </button>
                  </>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <ReminderForm
          submitLabel={t('taskDetail.addReminder')}
          onSubmit={(reminder) => onSave({ reminders: [...reminders, reminder] })}
        />
      )}
    </FieldRow>
  );
}
