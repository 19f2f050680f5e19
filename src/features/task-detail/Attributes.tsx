import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import type { TaskPatch } from '@/lib/task-merge';
import { DateAttribute, type DateField } from './DateAttribute';
import './detail-gaps.css';
import { priorityLevel, progressShare } from '@/lib/task-ranges';

const PRIORITIES = [0, 1, 2, 3, 4, 5] as const;
const PERCENTS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
const DATE_FIELDS: DateField[] = ['dueDate', 'startDate', 'endDate'];

const percentOf = (task: Task) => Math.round(progressShare(task.percentDone) * 10) * 10;

/** Dates, priority and progress: editable, or plain values for a read-only viewer. */
export function Attributes({
  task,
  canWrite,
  onSave,
}: {
  task: Task;
  canWrite: boolean;
  onSave: (patch: TaskPatch) => void;
}) {
  const { t, i18n } = useTranslation();

  if (!canWrite) {
    const shown = (iso: string | null) =>
      iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '–';
    return (
      <dl className="attributes attributes-readonly">
        {DATE_FIELDS.map((field) => (
          <div key={field} className="attribute">
            <dt>{t(`taskDetail.${field}`)}</dt>
            <dd>{shown(task[field])}</dd>
          </div>
        ))}
        <div className="attribute">
          <dt>{t('taskDetail.priority')}</dt>
          <dd>{t(`taskDetail.priorities.${priorityLevel(task.priority)}`)}</dd>
        </div>
        <div className="attribute">
          <dt>{t('taskDetail.percentDone')}</dt>
          <dd>{percentOf(task)} %</dd>
        </div>
      </dl>
    );
  }

  return (
    <div className="attributes">
      {DATE_FIELDS.map((field) => (
        <DateAttribute key={field} field={field} value={task[field]} onSave={(iso) => onSave({ [field]: iso })} />
      ))}
      <div className="attribute">
        <label htmlFor="task-priority">{t('taskDetail.priority')}</label>
        <select
          id="task-priority"
          data-shortcut="priority"
          value={priorityLevel(task.priority)}
          onChange={(e) => onSave({ priority: Number(e.target.value) })}
        >
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
          value={percentOf(task)}
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
