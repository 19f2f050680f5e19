/** The first day of the user's week, 0 = Sunday … 6 = Saturday (date-fns `weekStartsOn`). */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Vikunja's default when a user never chose: weeks start on Sunday. */
export const DEFAULT_WEEK_START: WeekStart = 0;

const isWeekStart = (value: unknown): value is WeekStart =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;

/** A saved `weekStart` setting as a weekday index, or the default when it is missing or out of range. */
export function toWeekStart(value: unknown): WeekStart {
  return isWeekStart(value) ? value : DEFAULT_WEEK_START;
}

/** The weekday a week ends on: Saturday for Sunday-first weeks, Sunday for Monday-first ones. */
export function lastDayOfWeek(weekStart: WeekStart): number {
  return (weekStart + 6) % 7;
}
