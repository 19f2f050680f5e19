import type { Task } from '@/api/types';
import type { TaskShortcut } from '@/features/keyboard/task-shortcuts';
import { cssColor } from '@/lib/colors';
import { repeatOf } from '@/lib/repeat';
import { priorityLevel, progressShare } from '@/lib/task-ranges';

/** The task detail's optional fields: shown when set, otherwise offered from the "Add field" menu. */
export type TaskField =
  | 'dueDate'
  | 'startDate'
  | 'endDate'
  | 'priority'
  | 'percentDone'
  | 'labels'
  | 'assignees'
  | 'reminders'
  | 'repeat'
  | 'color'
  | 'relations'
  | 'attachments';

/** The order the fields are shown in, and offered in. */
export const FIELD_ORDER: readonly TaskField[] = [
  'dueDate',
  'startDate',
  'endDate',
  'priority',
  'percentDone',
  'labels',
  'assignees',
  'reminders',
  'repeat',
  'color',
  'relations',
  'attachments',
];

/** The single-key shortcuts that reveal a field (and then focus it). */
export const SHORTCUT_FIELDS: Readonly<Partial<Record<TaskShortcut, TaskField>>> = {
  dueDate: 'dueDate',
  priority: 'priority',
  labels: 'labels',
  assign: 'assignees',
  reminder: 'reminders',
  color: 'color',
  related: 'relations',
  attachment: 'attachments',
};

const validDate = (iso: string | null) => Boolean(iso) && !Number.isNaN(new Date(iso as string).getTime());

/** Whether the task has a value in `field`; attachments are counted by the caller (they load on their own). */
export function isFieldSet(task: Task, field: TaskField, attachments: number): boolean {
  switch (field) {
    case 'dueDate':
    case 'startDate':
    case 'endDate':
      return validDate(task[field]);
    case 'priority':
      return priorityLevel(task.priority) > 0;
    case 'percentDone':
      return progressShare(task.percentDone) > 0;
    case 'labels':
      return (task.labels ?? []).length > 0;
    case 'assignees':
      return (task.assignees ?? []).length > 0;
    case 'reminders':
      return (task.reminders ?? []).length > 0;
    case 'repeat':
      return repeatOf(task.repeatAfter, task.repeatMode) !== null;
    case 'color':
      return cssColor(task.hexColor) !== null;
    case 'relations':
      return Object.values(task.relatedTasks ?? {}).some((list) => (list ?? []).length > 0);
    case 'attachments':
      return attachments > 0;
  }
}

/** The fields the task has a value in, in display order. */
export function setFields(task: Task, attachments: number): TaskField[] {
  return FIELD_ORDER.filter((field) => isFieldSet(task, field, attachments));
}
