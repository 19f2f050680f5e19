import { afterAll, describe, expect, it } from 'vitest';
import type { WeekStart } from '@/components/date-picker/week-start';
import { deferDate, quickChoiceDate, type QuickChoice } from './date-choices';

// A zone with daylight saving, so the DST rows below cross a real change (Europe: 29 March and 25 October 2026).
const zone = process.env.TZ;
process.env.TZ = 'Europe/Berlin';
afterAll(() => {
  process.env.TZ = zone;
});

// Local-time dates: the function works in the browser's zone, and so does the table.
const d = (y: number, m: number, day: number, h = 12, min = 0) => new Date(y, m - 1, day, h, min);
const WED = d(2026, 11, 18, 9, 30); // Wednesday
const THU = d(2026, 11, 19, 9, 30);
const FRI = d(2026, 11, 20, 9, 30);
const MON = d(2026, 11, 16, 8);
const SAT = d(2026, 11, 21, 22);
const SUN = d(2026, 11, 22, 7);
const SUNDAY_FIRST: WeekStart = 0;
const MONDAY_FIRST: WeekStart = 1;

describe('quickChoiceDate', () => {
  it('runs in a zone with daylight saving', () => {
    expect(d(2026, 3, 28).getTimezoneOffset()).toBe(-60);
    expect(d(2026, 3, 30).getTimezoneOffset()).toBe(-120);
  });

  // Rows that do not depend on the week start hold for both.
  it.each<[QuickChoice, Date, Date | null, Date]>([
    ['today', WED, null, d(2026, 11, 18)],
    ['tomorrow', WED, null, d(2026, 11, 19)],
    ['nextMonday', WED, null, d(2026, 11, 23)],
    ['nextMonday', MON, null, d(2026, 11, 23)],
    ['nextMonday', SUN, null, d(2026, 11, 23)],
    ['thisWeekend', WED, null, d(2026, 11, 21)],
    ['thisWeekend', SAT, null, d(2026, 11, 21)],
    ['thisWeekend', SUN, null, d(2026, 11, 22)],
    ['laterThisWeek', WED, null, d(2026, 11, 20)],
    ['laterThisWeek', THU, null, d(2026, 11, 21)],
    ['nextWeek', WED, null, d(2026, 11, 25)],
    ['tomorrow', d(2026, 12, 31, 10), null, d(2027, 1, 1)],
    ['nextWeek', d(2026, 2, 25, 10), null, d(2026, 3, 4)],
    // The time of day already set is kept.
    ['tomorrow', WED, d(2020, 1, 1, 17, 45), d(2026, 11, 19, 17, 45)],
    ['today', WED, new Date(Number.NaN), d(2026, 11, 18)],
    // Across daylight-saving changes the wall-clock time stays (the day is 23 or 25 hours long).
    ['tomorrow', d(2026, 3, 28, 9), d(2026, 1, 1, 8, 15), d(2026, 3, 29, 8, 15)],
    ['nextWeek', d(2026, 3, 25, 9), null, d(2026, 4, 1)],
    ['nextMonday', d(2026, 10, 22, 9), d(2026, 1, 1, 23, 30), d(2026, 10, 26, 23, 30)],
    ['thisWeekend', d(2026, 10, 20, 9), null, d(2026, 10, 24)],
  ])('%s from %s (current %s) → %s, whatever the week start', (choice, now, current, expected) => {
    expect(quickChoiceDate(choice, now, SUNDAY_FIRST, current)).toEqual(expected);
    expect(quickChoiceDate(choice, now, MONDAY_FIRST, current)).toEqual(expected);
  });

  // "Later this week" never goes past the user's last weekday: Saturday, or Sunday.
  it.each<[WeekStart, Date, Date]>([
    [SUNDAY_FIRST, FRI, d(2026, 11, 21, 9, 30)],
    [MONDAY_FIRST, FRI, d(2026, 11, 22, 9, 30)],
    [SUNDAY_FIRST, SAT, d(2026, 11, 21, 22)],
    [MONDAY_FIRST, SAT, d(2026, 11, 22, 22)],
    [SUNDAY_FIRST, SUN, d(2026, 11, 24, 7)],
    [MONDAY_FIRST, SUN, d(2026, 11, 22, 7)],
    [SUNDAY_FIRST, MON, d(2026, 11, 18, 8)],
    [MONDAY_FIRST, MON, d(2026, 11, 18, 8)],
    // Friday before the spring change: Saturday 28 March, or Sunday 29 March (a 23-hour day), still at ten.
    [SUNDAY_FIRST, d(2026, 3, 27, 10), d(2026, 3, 28, 10)],
    [MONDAY_FIRST, d(2026, 3, 27, 10), d(2026, 3, 29, 10)],
    // Friday before the autumn change: Sunday 25 October is a 25-hour day.
    [MONDAY_FIRST, d(2026, 10, 23, 18, 30), d(2026, 10, 25, 18, 30)],
    [SUNDAY_FIRST, d(2026, 10, 23, 18, 30), d(2026, 10, 24, 18, 30)],
  ])('later this week, weeks from %s, from %s → %s', (weekStart, now, expected) => {
    expect(quickChoiceDate('laterThisWeek', now, weekStart, now)).toEqual(expected);
  });
});

describe('deferDate', () => {
  it.each([
    [d(2026, 11, 18, 9, 30), 1, d(2026, 11, 19, 9, 30)],
    [d(2026, 11, 18, 9, 30), 3, d(2026, 11, 21, 9, 30)],
    [d(2026, 11, 28, 23, 59), 7, d(2026, 12, 5, 23, 59)],
    [d(2026, 3, 27, 10), 3, d(2026, 3, 30, 10)],
  ])('%s + %s days → %s', (due, days, expected) => expect(deferDate(due, days)).toEqual(expected));
});
