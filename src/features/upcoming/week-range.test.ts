import { afterAll, describe, expect, it } from 'vitest';
import type { WeekStart } from '@/components/date-picker/week-start';
import { weekRange, type WeekRangeName } from './week-range';

// A zone with daylight saving, so the DST rows cross a real change (Europe: 29 March and 25 October 2026).
const zone = process.env.TZ;
process.env.TZ = 'Europe/Berlin';
afterAll(() => {
  process.env.TZ = zone;
});

const start = (y: number, m: number, d: number) => new Date(y, m - 1, d, 0, 0, 0, 0);
const end = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999);
const WED = new Date(2026, 10, 18, 15, 30); // Wednesday 18 November 2026
const SUN = new Date(2026, 10, 22, 9);
const MON = new Date(2026, 10, 16, 0, 0);
const SAT = new Date(2026, 10, 21, 23, 59);

describe('weekRange', () => {
  it('runs in a zone with daylight saving', () => {
    expect(start(2026, 3, 28).getTimezoneOffset()).toBe(-60);
    expect(start(2026, 3, 30).getTimezoneOffset()).toBe(-120);
  });

  it.each<[WeekRangeName, Date, WeekStart, Date, Date]>([
    ['thisWeek', WED, 0, start(2026, 11, 15), end(2026, 11, 21)],
    ['thisWeek', WED, 1, start(2026, 11, 16), end(2026, 11, 22)],
    ['nextWeek', WED, 0, start(2026, 11, 22), end(2026, 11, 28)],
    ['nextWeek', WED, 1, start(2026, 11, 23), end(2026, 11, 29)],
    // Sunday opens a Sunday-first week and closes a Monday-first one.
    ['thisWeek', SUN, 0, start(2026, 11, 22), end(2026, 11, 28)],
    ['thisWeek', SUN, 1, start(2026, 11, 16), end(2026, 11, 22)],
    ['nextWeek', SUN, 1, start(2026, 11, 23), end(2026, 11, 29)],
    ['thisWeek', MON, 1, start(2026, 11, 16), end(2026, 11, 22)],
    ['thisWeek', MON, 0, start(2026, 11, 15), end(2026, 11, 21)],
    ['thisWeek', SAT, 0, start(2026, 11, 15), end(2026, 11, 21)],
    // Across months and years.
    ['nextWeek', new Date(2026, 11, 30, 12), 1, start(2027, 1, 4), end(2027, 1, 10)],
    ['thisWeek', new Date(2027, 0, 1, 12), 0, start(2026, 12, 27), end(2027, 1, 2)],
    // Weeks holding a daylight-saving change (23 and 25 hours on that Sunday): midnight to midnight still.
    ['thisWeek', new Date(2026, 2, 26, 12), 1, start(2026, 3, 23), end(2026, 3, 29)],
    ['thisWeek', new Date(2026, 2, 29, 12), 0, start(2026, 3, 29), end(2026, 4, 4)],
    ['nextWeek', new Date(2026, 2, 27, 12), 0, start(2026, 3, 29), end(2026, 4, 4)],
    ['nextWeek', new Date(2026, 9, 20, 12), 1, start(2026, 10, 26), end(2026, 11, 1)],
    ['thisWeek', new Date(2026, 9, 25, 2, 30), 1, start(2026, 10, 19), end(2026, 10, 25)],
  ])('%s from %s, weeks from %s → %s … %s', (name, now, weekStart, from, to) => {
    expect(weekRange(name, now, weekStart)).toEqual({ from, to });
  });
});
