import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import type { TaskPatch } from '@/lib/task-merge';
import { priorityLevel, progressShare } from '@/lib/task-ranges';
import { FieldRow } from './FieldRow';

const PRIORITIES = [0, 1, 2, 3, 4, 5] as const;
const PERCENTS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

const percentOf = (task: Task) => Math.round(progressShare(task.percentDone) * 10) * 10;

interface Props {
  task: Task;
  canWrite: boolean;
  onSave: (patch: TaskPatch) => void;
}

/** The priority: a choice of levels, or the level as text for a read-only viewer. */
export function PriorityAttribute({ task, canWrite, onSave }: Props) {
  const { t } = useTranslation();
  const level = priorityLevel(task.priority);
  if (!canWrite)
    return (
      <FieldRow field="priority" name={t('taskDetail.priority')}>
        <span className={`priority-value priority-level-${level}`}>{t(`taskDetail.priorities.${level}`)}</span>
      </FieldRow>
    );
  return (
    <FieldRow field="priority" name={<label htmlFor="task-priority">{t('taskDetail.priority')}</label>}>
      <select
        id="task-priority"
        data-shortcut="priority"
        value={level}
        onChange={(e) => onSave({ priority: Number(e.target.value) })}
      >
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {t(`taskDetail.priorities.${p}`)}
          </option>
        ))}
      </select>
    </FieldRow>
  );
}

/** How far along the task is, in steps of ten percent; as text for a read-only viewer. */
export function PercentAttribute({ task, canWrite, onSave }: Props) {
  const { t } = useTranslation();
  const percent = percentOf(task);
  if (!canWrite)
    return (
      <FieldRow field="percentDone" name={t('taskDetail.percentDone')}>
        <span>{percent} %</span>
      </FieldRow>
    );
  return (
    <FieldRow field="percentDone" name={<label htmlFor="task-percent">{t('taskDetail.percentDone')}</label>}>
      <div className="percent-row">
        <select
          id="task-percent"
          value={percent}
          onChange={(e) => onSave({ percentDone: Number(e.target.value) / 100 })}
        >
          {PERCENTS.map((p) => (
            <option key={p} value={p}>
              {p} %
            </option>
          ))}
        </select>
        <span className="percent-bar" aria-hidden="true">
          <span style={{ inlineSize: `${percent}%` }} />
        </span>
      </div>
    </FieldRow>
  );
}
