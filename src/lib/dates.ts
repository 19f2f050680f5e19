import { formatDistance, type Locale } from 'date-fns';

/** Overdue means due before this moment, as the app's lists show it (never a UTC calendar date). */
export function isOverdue(due: string | null, now: Date): boolean {
  const time = due ? new Date(due).getTime() : NaN;
  return !Number.isNaN(time) && time < now.getTime();
}

/** The app's overdue rule for a task: not done and due before this moment (list rows, upcoming, the popup). */
export function isTaskOverdue(task: { done: boolean; dueDate: string | null }, now: Date): boolean {
  return !task.done && isOverdue(task.dueDate, now);
}

/** A due date as a short relative phrase plus whether it is past; null when unset. */
export function formatDue(due: string | null, now: Date, locale?: Locale): { text: string; overdue: boolean } | null {
  if (!due) return null;
  const date = new Date(due);
  if (Number.isNaN(date.getTime())) return null;
  return { text: formatDistance(date, now, { addSuffix: true, locale }), overdue: isOverdue(due, now) };
}
