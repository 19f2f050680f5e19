import { setHours, startOfDay } from 'date-fns';

/*
 * Default time of day for a date given without a time: the first of 9, 12, 15, 18, 21
 * strictly after the current hour, so the task is due at the next "slot" rather than
 * right now. From 21:00 on there is no later slot and 9 is used.
 * Examples: 08:59 -> 9, 09:00 -> 12, 14:30 -> 15, 20:59 -> 21, 21:00 -> 9, 23:30 -> 9.
 */
const SLOTS = [9, 12, 15, 18, 21] as const;

export function defaultHour(now: Date): number {
  const hour = now.getHours();
  return SLOTS.find((slot) => slot > hour) ?? SLOTS[0];
}

/** The given day at the default hour (minutes, seconds and milliseconds zero). */
export function atDefaultTime(day: Date, now: Date): Date {
  return setHours(startOfDay(day), defaultHour(now));
}

/** The given day at hour:minute. */
export function atTime(day: Date, hour: number, minute: number): Date {
  const d = startOfDay(day);
  d.setHours(hour, minute);
  return d;
}
