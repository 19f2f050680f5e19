import { atTimeOf } from '@/components/date-picker/keep-time';
import { lastDayOfWeek, type WeekStart } from '@/components/date-picker/week-start';

/** The datepicker's quick choices, in the order they are offered. */
export const QUICK_CHOICES = ['today', 'tomorrow', 'nextMonday', 'thisWeekend', 'laterThisWeek', 'nextWeek'] as const;
export type QuickChoice = (typeof QUICK_CHOICES)[number];

/** The "defer due date" steps, in days. */
export const DEFER_DAYS = [1, 3, 7] as const;

const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Days from `day` (0 = Sunday) to the next `target` weekday; 0 when it is that day already. */
const daysUntil = (day: number, target: number) => (target - day + 7) % 7;

/**
 * The date a quick choice stands for, seen from `now` (local time), in weeks starting on `weekStart`
 * (0 Sunday, 1 Monday). The time of day is kept from the field's current value, so choosing a day never
 * moves a carefully set time; without one it is noon.
 */
export function quickChoiceDate(
  choice: QuickChoice,
  now: Date,
  weekStart: WeekStart,
  current: Date | null = null,
): Date {
  const base = atTimeOf(now, current);
  const weekday = base.getDay();
  switch (choice) {
    case 'today':
      return base;
    case 'tomorrow':
      return addDays(base, 1);
    case 'nextMonday':
      // Strictly after today: on a Monday it is the Monday a week later.
      return addDays(base, daysUntil(weekday, MONDAY) || 7);
    case 'thisWeekend':
      // Saturday, or today when today is already the weekend (whatever day the week starts on).
      return weekday === SUNDAY ? base : addDays(base, daysUntil(weekday, SATURDAY));
    case 'laterThisWeek':
      // Two days on, but never past the last day of the user's week (Saturday or Sunday).
      return addDays(base, Math.min(2, daysUntil(weekday, lastDayOfWeek(weekStart))));
    case 'nextWeek':
      return addDays(base, 7);
  }
}

/** A due date moved on by whole days, keeping its time of day (also across daylight-saving changes). */
export function deferDate(due: Date, days: number): Date {
  return addDays(due, days);
}
