import { addDays, endOfDay, startOfDay } from 'date-fns';
import type { TaskQuery } from '@/api/tasks';

export interface UpcomingRange {
  from: Date;
  to: Date;
  showOverdue: boolean;
  showNulls: boolean;
}

/** The default range: today through the end of the seventh day. */
export function defaultRange(now: Date): Pick<UpcomingRange, 'from' | 'to'> {
  return { from: startOfDay(now), to: endOfDay(addDays(now, 6)) };
}

const iso = (date: Date) => `'${date.toISOString()}'`;

/** The all-tasks query for a range: undone tasks due up to `to`, from `from` unless overdue ones show too. */
export function upcomingQuery(range: UpcomingRange): TaskQuery {
  const parts = ['done = false', `due_date <= ${iso(range.to)}`];
  if (!range.showOverdue) parts.push(`due_date >= ${iso(range.from)}`);
  return {
    filter: parts.join(' && '),
    filterIncludeNulls: range.showNulls,
    sortBy: ['due_date', 'id'],
    orderBy: ['asc', 'desc'],
    perPage: 50,
  };
}

function parseDay(value: string | null, fallback: Date, end: boolean): Date {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? end
      ? endOfDay(new Date(`${value}T00:00`))
      : new Date(`${value}T00:00`)
    : date;
}

/** Reads from, to, showOverdue and showNulls (both default true) from the query string. */
export function rangeFromSearch(params: URLSearchParams, now: Date): UpcomingRange {
  const fallback = defaultRange(now);
  return {
    from: parseDay(params.get('from'), fallback.from, false),
    to: parseDay(params.get('to'), fallback.to, true),
    showOverdue: params.get('showOverdue') !== 'false',
    showNulls: params.get('showNulls') !== 'false',
  };
}
