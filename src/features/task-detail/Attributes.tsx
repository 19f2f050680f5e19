import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import type { TaskPatch } from '@/lib/task-merge';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';

const PRIORITIES = [0, 1, 2, 3, 4, 5] as const;
const PERCENTS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
type DateField = 'dueDate' | 'startDate' | 'endDate';

export function Attributes({ task, onSave }: { task: Task; onSave: (patch: TaskPatch) => void }) {
  const { t } = useTranslation();
  const dateField = (field: DateField) => (
    <div className="attribute">
      <label htmlFor={`task-${field}`}>{t(`taskDetail.${field}`)}</label>
      <input
        id={`task-${field}`}
        type="datetime-local"
        value={toLocalInput(task[field])}
        onChange={(e) => onSave({ [field]: fromLocalInput(e.target.value) })}
      />
    </div>
  );

  return (
    <div className="attributes">
      {dateField('dueDate')}
      {dateField('startDate')}
      {dateField('endDate')}
      <div className="attribute">
        <label htmlFor="task-priority">{t('taskDetail.priority')}</label>
        <select id="task-priority" value={task.priority} onChange={(e) => onSave({ priority: Number(e.target.value) })}>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`taskDetail.priorities.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="attribute">
        <label htmlFor="task-percent">{t('taskDetail.percentDone')}</label>
        <select
          id="task-percent"
          value={Math.round((task.percentDone ?? 0) * 10) * 10}
          onChange={(e) => onSave({ percentDone: Number(e.target.value) / 100 })}
        >
          {PERCENTS.map((p) => (
            <option key={p} value={p}>
              {p} %
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
