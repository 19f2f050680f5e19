import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import type { TaskPatch } from '@/lib/task-merge';
import { FieldRow } from './FieldRow';
import { REPEAT_MODE, repeatFields, repeatOf, sameRepeatFields, type Repeat } from '@/lib/repeat';

const UNITS: Array<Repeat['type']> = ['minutes', 'hours', 'days', 'weeks', 'months', 'years'];

interface Props {
  task: Task;
  canWrite: boolean;
  onSave: (patch: TaskPatch) => void;
}

/** Every N units, optionally counted from when the task was done; an empty amount stops it. Saves only real changes. */
export function TaskRepeat({ task, canWrite, onSave }: Props) {
  const { t } = useTranslation();
  const current = repeatOf(task.repeatAfter, task.repeatMode);
  const [amount, setAmount] = useState(String(current?.amount ?? ''));
  const [unit, setUnit] = useState<Repeat['type']>(current?.type ?? 'days');
  const fromDone = task.repeatMode === REPEAT_MODE.FROM_CURRENT_DATE;
  const nameId = useId();
  const invalid = amount.trim() !== '' && !(Number(amount) > 0);

  function save(next: { amount?: string; unit?: Repeat['type']; fromDone?: boolean }) {
    const a = (next.amount ?? amount).trim();
    const n = Number(a);
    if (a !== '' && !(n > 0)) return;
    const fields = repeatFields(a === '' ? null : { amount: n, type: next.unit ?? unit }, next.fromDone ?? fromDone);
    if (!sameRepeatFields(fields, task)) onSave(fields);
  }

  if (!canWrite) {
    return (
      <FieldRow field="repeat" name={t('taskDetail.repeat')}>
        <p className={current ? 'task-repeat' : 'task-repeat muted'} data-testid="repeat-readonly">
          {current
            ? `${t('taskDetail.every')} ${current.amount} ${t(`taskDetail.units.${current.type}`)}${fromDone ? ` (${t('taskDetail.repeatFromDone')})` : ''}`
            : t('taskDetail.noRepeat')}
        </p>
      </FieldRow>
    );
  }

  return (
    <FieldRow field="repeat" name={<span id={nameId}>{t('taskDetail.repeat')}</span>} groupNameId={nameId}>
      <div className="row task-repeat">
        <label htmlFor="repeat-amount" className="visually-hidden">
          {t('taskDetail.repeatAmount')}
        </label>
        <span className="muted">{t('taskDetail.every')}</span>
        <input
          id="repeat-amount"
          type="number"
          min={1}
          className="narrow"
          value={amount}
          aria-invalid={invalid}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => save({})}
        />
        <label htmlFor="repeat-unit" className="visually-hidden">
          {t('taskDetail.repeatUnit')}
        </label>
        <select
          id="repeat-unit"
          value={unit}
          onChange={(e) => {
            const next = e.target.value as Repeat['type'];
            setUnit(next);
            if (amount.trim() !== '') save({ unit: next });
          }}
        >
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`taskDetail.units.${u}`)}
            </option>
          ))}
        </select>
      </div>
      {invalid && <p className="field-error">{t('taskDetail.repeatInvalid')}</p>}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={fromDone}
          onChange={(e) => save({ fromDone: e.target.checked })}
          disabled={amount.trim() === ''}
        />
        {t('taskDetail.repeatFromDone')}
      </label>
    </FieldRow>
  );
}
