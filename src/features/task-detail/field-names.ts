import type { TaskField } from './task-fields';

/** The i18n key of each field's name, as the "Add field" menu and the field's row say it. */
export const FIELD_NAME_KEYS: Readonly<Record<TaskField, string>> = {
  dueDate: 'taskDetail.fieldNames.dueDate',
  startDate: 'taskDetail.fieldNames.startDate',
  endDate: 'taskDetail.fieldNames.endDate',
  priority: 'taskDetail.priority',
  percentDone: 'taskDetail.percentDone',
  labels: 'taskDetail.labels',
  assignees: 'taskDetail.assignees',
  reminders: 'taskDetail.reminders',
  repeat: 'taskDetail.repeat',
  color: 'taskDetail.color',
  relations: 'taskDetail.relations',
  attachments: 'taskDetail.attachments',
};
