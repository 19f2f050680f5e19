import type { ReactNode } from 'react';
import { FieldIcon } from './FieldIcon';
import type { TaskField } from './task-fields';

interface Props {
  field: TaskField;
  /** The field's name: a <label> for a single control, a heading for a group, or plain text. */
  name: ReactNode;
  /** The id of the name's element, when the row groups several controls under it. */
  groupNameId?: string;
  children: ReactNode;
}

/** One row of the task's fields: its icon and name in the first column, its value or controls in the second. */
export function FieldRow({ field, name, groupNameId, children }: Props) {
  return (
    <div
      className="task-field"
      data-task-field={field}
      role={groupNameId ? 'group' : undefined}
      aria-labelledby={groupNameId}
    >
      <div className="task-field-name">
        <FieldIcon field={field} />
        {name}
      </div>
      <div className="task-field-value">{children}</div>
    </div>
  );
}
