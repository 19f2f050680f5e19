import { describe, expect, it } from 'vitest';
import { isDateValue, resolveDateMath } from './date-math.ts';
import { FilterSyntaxError } from './errors.ts';

// Friday 2024-03-15 13:45:30.123 UTC. Berlin is UTC+1 until DST starts on Sunday 2024-03-31;
// New York is already on DST (UTC-4) since 2024-03-10; Kolkata is UTC+5:30 all year.
const NOW = new Date('2024-03-15T13:45:30.123Z');

const CASES: Array<[string, string | undefined, string]> = [
  ['now', undefined, '2024-03-15T13:45:30.123Z'],
  ['NOW', 'UTC', '2024-03-15T13:45:30.123Z'],
  ['now+1s', 'UTC', '2024-03-15T13:45:31.123Z'],
  ['now-90m', 'UTC', '2024-03-15T12:15:30.123Z'],
  ['now+2h', 'UTC', '2024-03-15T15:45:30.123Z'],
  ['now+3H', 'UTC', '2024-03-15T16:45:30.123Z'],
  ['now+1d', 'UTC', '2024-03-16T13:45:30.123Z'],
  ['now-1w', 'UTC', '2024-03-08T13:45:30.123Z'],
  ['now+1M', 'UTC', '2024-04-15T13:45:30.123Z'],
  ['now-1y', 'UTC', '2023-03-15T13:45:30.123Z'],
  ['now/s', 'UTC', '2024-03-15T13:45:30.000Z'],
  ['now/m', 'UTC', '2024-03-15T13:45:00.000Z'],
  ['now/h', 'UTC', '2024-03-15T13:00:00.000Z'],
  ['now/d', 'UTC', '2024-03-15T00:00:00.000Z'],
  ['now/w', 'UTC', '2024-03-11T00:00:00.000Z'],
  ['now/M', 'UTC', '2024-03-01T00:00:00.000Z'],
  ['now/y', 'UTC', '2024-01-01T00:00:00.000Z'],
  ['now+1d/d', 'UTC', '2024-03-16T00:00:00.000Z'],
  ['now-1d/d', 'UTC', '2024-03-14T00:00:00.000Z'],
  ['now+1w/w', 'UTC', '2024-03-18T00:00:00.000Z'],
  ['now/d+12h', 'UTC', '2024-03-15T12:00:00.000Z'],
  ['now-1M/M-1d', 'UTC', '2024-01-31T00:00:00.000Z'],
  ['now+10d+2h-30m', 'UTC', '2024-03-25T15:15:30.123Z'],
  ['now/d', 'Europe/Berlin', '2024-03-14T23:00:00.000Z'],
  ['now+1d/d', 'Europe/Berlin', '2024-03-15T23:00:00.000Z'],
  // Across the DST change a calendar day keeps the wall-clock time (23 real hours that day).
  ['now+16d', 'Europe/Berlin', '2024-03-31T12:45:30.123Z'],
  ['now+16d/d', 'Europe/Berlin', '2024-03-30T23:00:00.000Z'],
  ['now+17d/d', 'Europe/Berlin', '2024-03-31T22:00:00.000Z'],
  ['now/d', 'America/New_York', '2024-03-15T04:00:00.000Z'],
  ['now/w', 'America/New_York', '2024-03-11T04:00:00.000Z'],
  ['now-1w/w', 'America/New_York', '2024-03-04T05:00:00.000Z'],
  ['now/y', 'Asia/Kolkata', '2023-12-31T18:30:00.000Z'],
  ['now/h', 'Asia/Kolkata', '2024-03-15T13:30:00.000Z'],
  ['now/d', 'Pacific/Kiritimati', '2024-03-15T10:00:00.000Z'],
  ['2024-01-31', 'UTC', '2024-01-31T00:00:00.000Z'],
  ['2024-01-31', 'Europe/Berlin', '2024-01-30T23:00:00.000Z'],
  ['2024-07-01', 'Europe/Berlin', '2024-06-30T22:00:00.000Z'],
  ['2024-01-31T10:00', 'America/New_York', '2024-01-31T15:00:00.000Z'],
  ['2024-01-31 10:00:05', 'UTC', '2024-01-31T10:00:05.000Z'],
  ['2024-01-31T10:00:00Z', 'Europe/Berlin', '2024-01-31T10:00:00.000Z'],
  ['2024-01-31T10:00:00+02:00', 'UTC', '2024-01-31T08:00:00.000Z'],
  ['2024-01-31T10:00:00-0530', 'UTC', '2024-01-31T15:30:00.000Z'],
  ['2024-01-31T10:00:00.5Z', 'UTC', '2024-01-31T10:00:00.500Z'],
  ['0001-01-01', 'UTC', '0001-01-01T00:00:00.000Z'],
];

describe('resolveDateMath', () => {
  it.each(CASES)('%s in %s', (expr, timezone, expected) => {
    expect(resolveDateMath(expr, NOW, timezone).toISOString()).toBe(expected);
  });

  it('clamps month arithmetic to the end of the month', () => {
    expect(resolveDateMath('now+1M', new Date('2024-01-31T08:00:00Z')).toISOString()).toBe('2024-02-29T08:00:00.000Z');
    expect(resolveDateMath('now+1y', new Date('2024-02-29T08:00:00Z')).toISOString()).toBe('2025-02-28T08:00:00.000Z');
  });

  it.each([
    ['tomorrow', 4019],
    ['now+', 4019],
    ['now*2d', 4019],
    ['2024-02-30', 4019],
    ['now+999999y', 4019],
    ['now-999999y', 4019],
  ])('rejects %j with %i', (expr, code) => {
    expect(() => resolveDateMath(expr, NOW)).toThrow(FilterSyntaxError);
    expect(() => resolveDateMath(expr, NOW)).toThrow(expect.objectContaining({ code }));
  });

  it('rejects an unknown timezone with 2003', () => {
    expect(() => resolveDateMath('now', NOW, 'Mars/Olympus')).toThrow(expect.objectContaining({ code: 2003 }));
  });

  it.each([
    ['now', true],
    ['now-1w/d', true],
    ['2024-01-31T10:00', true],
    ['now+1', false],
    ['yesterday', false],
    ['2024-1-1', false],
  ])('isDateValue(%j) is %s', (text, expected) => {
    expect(isDateValue(text)).toBe(expected);
  });
});
