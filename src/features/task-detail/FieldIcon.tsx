import type { ComponentType } from 'react';
import {
  AlarmClockIcon,
  CalendarArrowUpIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  FlagIcon,
  GaugeIcon,
  Link2Icon,
  PaletteIcon,
  PaperclipIcon,
  RepeatIcon,
  TagIcon,
  UsersIcon,
} from '@/components/icons';
import type { TaskField } from './task-fields';

const ICONS: Record<TaskField, ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>> = {
  dueDate: CalendarClockIcon,
  startDate: CalendarArrowUpIcon,
  endDate: CalendarCheckIcon,
  priority: FlagIcon,
  percentDone: GaugeIcon,
  labels: TagIcon,
  assignees: UsersIcon,
  reminders: AlarmClockIcon,
  repeat: RepeatIcon,
  color: PaletteIcon,
  relations: Link2Icon,
  attachments: PaperclipIcon,
};

/** The field's icon, beside its name in its row and in the "Add field" menu. */
export function FieldIcon({ field }: { field: TaskField }) {
  const Icon = ICONS[field];
  return <Icon size={16} aria-hidden="true" />;
}
