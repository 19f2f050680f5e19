import { afterAll, describe, expect, it } from 'vitest';
import { atTimeOf } from './keep-time';
import { lastDayOfWeek, toWeekStart } from './week-start';

// A zone with daylight saving: 29 March 2026 has no 02:30 in Berlin.
const zone = process.env.TZ;
process.env.TZ = 'Europe/Berlin';
afterAll(() => {
  process.env.TZ = zone;
});

describe('toWeekStart', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [1, 1],
    [6, 6],
    [7, 0],
    [-1, 0],
    [1.5, 0],
    ['1', 0],
    [undefined, 0],
    [null, 0],
  ])('%s → %s', (value, expected) => expect(toWeekStart(value)).toBe(expected));
});

describe('lastDayOfWeek', () => {
  it.each([
    [0, 6],
    [1, 0],
    [6, 5],
  ] as const)('weeks from %s end on %s', (start, last) => expect(lastDayOfWeek(start)).toBe(last));
});

describe('atTimeOf', () => {
  const d = (y: number, m: number, day: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, day, h, min, s);
  it.each<[Date, Date | null, Date]>([
    [d(2026, 11, 20), d(2026, 11, 18, 17, 45, 30), d(2026, 11, 20, 17, 45)],
    [d(2026, 11, 20, 23, 59), null, d(2026, 11, 20, 12)],
    [d(2026, 11, 20), new Date(Number.NaN), d(2026, 11, 20, 12)],
    // Into and out of summer time the wall-clock time stays.
    [d(2026, 3, 30), d(2026, 3, 27, 8, 15), d(2026, 3, 30, 8, 15)],
    [d(2026, 10, 26), d(2026, 10, 24, 23, 30), d(2026, 10, 26, 23, 30)],
    // A time the day does not have (clocks jump from 02:00 to 03:00) becomes the hour after.
    [d(2026, 3, 29), d(2026, 3, 28, 2, 30), d(2026, 3, 29, 3, 30)],
  ])('%s at the time of %s → %s', (day, current, expected) => expect(atTimeOf(day, current)).toEqual(expected));
});
