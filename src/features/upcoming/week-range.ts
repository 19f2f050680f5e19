import { addWeeks, endOfWeek, startOfWeek } from 'date-fns';
import type { WeekStart } from '@/components/date-picker/week-start';

/** The upcoming page's quick ranges, in the order they are offered. */
export const WEEK_RANGES = ['thisWeek', 'nextWeek'] as const;
export type WeekRangeName = (typeof WEEK_RANGES)[number];

/**
 * The whole week around `now` (or the one after it) in the user's week order: from the start of its first
 * day to the end of its last, in local time.
 */
export function weekRange(name: WeekRangeName, now: Date, weekStart: WeekStart): { from: Date; to: Date } {
  const start = addWeeks(startOfWeek(now, { weekStartsOn: weekStart }), name === 'nextWeek' ? 1 : 0);
  return { from: start, to: endOfWeek(start, { weekStartsOn: weekStart }) };
}
