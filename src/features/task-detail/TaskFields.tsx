import type { Task } from '@/api/types';
import type { TaskPatch } from '@/lib/task-merge';
import { PercentAttribute, PriorityAttribute } from './Attributes';
import { DateAttribute, ReadOnlyDate } from './DateAttribute';
import { TaskAssignees } from './TaskAssignees';
import { TaskColor } from './TaskColor';
import { TaskLabels } from './TaskLabels';
import { TaskReminders } from './TaskReminders';
import { TaskRepeat } from './TaskRepeat';
import type { TaskField } from './task-fields';

interface Props {
  task: Task;
  /** The fields to show, in order; relations and attachments are sections of their own and left out here. */
  fields: TaskField[];
  canWrite: boolean;
  onSave: (patch: TaskPatch) => void;
}

/** The task's fields as rows of name and value, only those shown. */
export function TaskFields({ task, fields, canWrite, onSave }: Props) {
  return (
    <div className="task-fields">
      {fields.map((field) => {
        switch (field) {
          case 'dueDate':
          case 'startDate':
          case 'endDate':
            return canWrite ? (
              <DateAttribute key={field} field={field} value={task[field]} onSave={(iso) => onSave({ [field]: iso })} />
            ) : (
              <ReadOnlyDate key={field} field={field} value={task[field]} />
            );
          case 'priority':
            return <PriorityAttribute key={field} task={task} canWrite={canWrite} onSave={onSave} />;
          case 'percentDone':
            return <PercentAttribute key={field} task={task} canWrite={canWrite} onSave={onSave} />;
          case 'labels':
            return <TaskLabels key={field} task={task} canWrite={canWrite} />;
          case 'assignees':
            return <TaskAssignees key={field} task={task} canWrite={canWrite} />;
          case 'reminders':
            return <TaskReminders key={field} task={task} canWrite={canWrite} onSave={onSave} />;
          case 'repeat':
            return (
              <TaskRepeat
                key={`${field}-${task.repeatAfter}-${task.repeatMode}`}
                task={task}
                canWrite={canWrite}
                onSave={onSave}
              />
            );
          case 'color':
            return (
              <TaskColor
                key={field}
                hexColor={task.hexColor}
                canWrite={canWrite}
                onSave={(hexColor) => onSave({ hexColor })}
              />
            );
          case 'relations':
          case 'attachments':
            return null;
        }
      })}
    </div>
  );
}
