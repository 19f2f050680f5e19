import type { TaskReminder } from '@/api/types';

export type ReminderUnit = 'minutes' | 'hours' | 'days' | 'weeks';
const UNIT_SECONDS: Record<ReminderUnit, number> = { minutes: 60, hours: 3600, days: 86400, weeks: 604800 };
const LARGEST_FIRST: ReminderUnit[] = ['weeks', 'days', 'hours', 'minutes'];

export interface RelativeReminder {
  amount: number;
  unit: ReminderUnit;
  direction: 'before' | 'after';
  relativeTo: Exclude<TaskReminder['relativeTo'], ''>;
}

/** A relative reminder as the API stores it (seconds, negative before). */
export function toReminder(r: RelativeReminder): TaskReminder {
  const seconds = Math.max(0, Math.round(r.amount)) * UNIT_SECONDS[r.unit];
  return { reminder: null, relativeTo: r.relativeTo, relativePeriod: r.direction === 'before' ? -seconds : seconds };
}

/** Reads a stored relative reminder back in the largest unit that fits exactly; null for absolute ones. */
export function describeRelative(reminder: TaskReminder): RelativeReminder | null {
  if (!reminder.relativeTo) return null;
  const seconds = Math.abs(reminder.relativePeriod);
  const unit = LARGEST_FIRST.find((u) => seconds % UNIT_SECONDS[u] === 0) ?? 'minutes';
  return {
    amount: Math.round(seconds / UNIT_SECONDS[unit]),
    unit,
    direction: reminder.relativePeriod < 0 ? 'before' : 'after',
    relativeTo: reminder.relativeTo,
  };
}
