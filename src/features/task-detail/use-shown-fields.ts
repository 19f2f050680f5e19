import { useCallback, useState } from 'react';
import type { Task } from '@/api/types';
import { FIELD_ORDER, setFields, type TaskField } from './task-fields';

interface Shown {
  taskId: number;
  fields: ReadonlySet<TaskField>;
}

/**
 * The fields the task detail shows: the set ones, and those added or set while it is open. A field
 * emptied while the detail is open stays (it is being edited); it is gone the next time the task opens.
 */
export function useShownFields(task: Task | undefined, attachments: number) {
  const taskId = task?.id ?? 0;
  const [shown, setShown] = useState<Shown>({ taskId, fields: new Set() });
  const current = task ? setFields(task, attachments) : [];
  // Another task (a relation followed inside the dialog) starts afresh; fields that became set are kept.
  const base = shown.taskId === taskId ? shown.fields : new Set<TaskField>();
  if (shown.taskId !== taskId || current.some((field) => !base.has(field)))
    setShown({ taskId, fields: new Set([...base, ...current]) });

  const fields = new Set([...base, ...current]);
  const reveal = useCallback(
    (field: TaskField) =>
      setShown((prev) =>
        prev.taskId === taskId && prev.fields.has(field)
          ? prev
          : { taskId, fields: new Set([...(prev.taskId === taskId ? prev.fields : []), field]) },
      ),
    [taskId],
  );
  return {
    shown: FIELD_ORDER.filter((field) => fields.has(field)),
    hidden: FIELD_ORDER.filter((field) => !fields.has(field)),
    reveal,
  };
}
