import { describe, expect, it } from 'vitest';
import { checkFilter } from './filter-text';
import {
  type DatePreset,
  type DateRangeState,
  readDateRange,
  setDateBound,
  setDatePreset,
  shiftDay,
} from './date-range';
import type { RangeField } from './query-parts';

const range = (from?: string, to?: string, preset?: DatePreset, custom?: string): DateRangeState => ({
  available: true,
  from,
  to,
  preset,
  custom,
});

describe('shiftDay', () => {
  it.each<[string, number, string | undefined]>([
    ['2024-01-31', 1, '2024-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-12-31', 1, '2024-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['0050-06-01', 1, '0050-06-02'],
    ['9999-12-31', 1, undefined],
  ])('%s %+i → %s', (day, by, expected) => expect(shiftDay(day, by)).toBe(expected));
});

describe('readDateRange', () => {
  it.each<[string, RangeField, DateRangeState]>([
    ['', 'dueDate', range()],
    ['dueDate >= 2024-01-01', 'dueDate', range('2024-01-01')],
    ['dueDate < 2024-02-01', 'dueDate', range(undefined, '2024-01-31')],
    ['dueDate <= 2024-01-31', 'dueDate', range(undefined, '2024-01-31')],
    ['done = false && dueDate >= 2024-01-01 && dueDate < 2024-02-01', 'dueDate', range('2024-01-01', '2024-01-31')],
    ['dueDate < 2024-02-01 && priority >= 3 && dueDate >= 2024-01-01', 'dueDate', range('2024-01-01', '2024-01-31')],
    ['labels in 2 || (dueDate >= 2024-01-01 && dueDate < 2024-02-01)', 'dueDate', range('2024-01-01', '2024-01-31')],
    ['dueDate >= 2024-01-01', 'startDate', range()],
    ['startDate >= now/d && startDate < now+1d/d', 'startDate', range(undefined, undefined, 'today')],
    ['endDate >= now/w && endDate < now+1w/w', 'endDate', range(undefined, undefined, 'thisWeek')],
    ['dueDate >= now/d && dueDate < now+7d/d', 'dueDate', range(undefined, undefined, 'next7Days')],
    ['dueDate >= now/M && dueDate < now+1M/M', 'dueDate', range(undefined, undefined, 'thisMonth')],
    [
      'dueDate >= now/d && dueDate <= now+1d/d',
      'dueDate',
      range(undefined, undefined, undefined, 'dueDate >= now/d && dueDate <= now+1d/d'),
    ],
    [
      'dueDate >= 2024-01-01 && dueDate < now+7d',
      'dueDate',
      range('2024-01-01', undefined, undefined, 'dueDate >= 2024-01-01 && dueDate < now+7d'),
    ],
    ['dueDate < "2024-01-31 10:00"', 'dueDate', range(undefined, undefined, undefined, 'dueDate < "2024-01-31 10:00"')],
    ['dueDate > 2024-01-01', 'dueDate', range()],
    ['dueDate >= 2024-01-01 && dueDate >= 2024-02-01', 'dueDate', { available: false, reason: 'ambiguous' }],
    ['dueDate >= 2024-01-01 || dueDate < 2023-01-01', 'dueDate', { available: false, reason: 'ambiguous' }],
    ['labels in 2 || (dueDate >= 2024-01-01 && project = 1)', 'dueDate', { available: false, reason: 'ambiguous' }],
    ['dueDate >= 2024-13-01', 'dueDate', { available: false, reason: 'invalid' }],
  ])('%j, %s → %j', (text, field, state) => expect(readDateRange(text, field)).toEqual(state));
});

describe('setDateBound', () => {
  it.each<[string, RangeField, 'from' | 'to', string | undefined, 'and' | 'or', string]>([
    ['', 'dueDate', 'from', '2024-01-01', 'and', 'dueDate >= 2024-01-01'],
    ['dueDate >= 2024-01-01', 'dueDate', 'to', '2024-01-31', 'and', 'dueDate >= 2024-01-01 && dueDate < 2024-02-01'],
    ['done = false', 'dueDate', 'to', '2024-02-29', 'and', 'done = false && dueDate < 2024-03-01'],
    [
      'done = false && priority >= 3',
      'dueDate',
      'from',
      '2024-01-01',
      'and',
      'done = false && priority >= 3 && dueDate >= 2024-01-01',
    ],
    [
      'done = false && dueDate >= 2024-01-01 && dueDate < 2024-02-01',
      'dueDate',
      'from',
      '2023-12-01',
      'and',
      'done = false && dueDate >= 2023-12-01 && dueDate < 2024-02-01',
    ],
    [
      'done = false && dueDate >= 2024-01-01 && dueDate < 2024-02-01',
      'dueDate',
      'to',
      undefined,
      'and',
      'done = false && dueDate >= 2024-01-01',
    ],
    ['dueDate >= 2024-01-01 && dueDate < 2024-02-01', 'dueDate', 'from', undefined, 'and', 'dueDate < 2024-02-01'],
    ['dueDate < 2024-02-01', 'dueDate', 'to', undefined, 'and', ''],
    [
      'labels in 2 || priority >= 3',
      'dueDate',
      'from',
      '2024-01-01',
      'and',
      'labels in 2 || priority >= 3 || dueDate >= 2024-01-01',
    ],
    [
      'labels in 2 || dueDate >= 2024-01-01',
      'dueDate',
      'to',
      '2024-01-31',
      'and',
      'labels in 2 || (dueDate >= 2024-01-01 && dueDate < 2024-02-01)',
    ],
    ['labels in 2', 'startDate', 'from', '2024-01-01', 'or', 'labels in 2 || startDate >= 2024-01-01'],
    [
      'dueDate >= now/d && dueDate < now+1d/d',
      'dueDate',
      'from',
      '2024-01-01',
      'and',
      'dueDate >= 2024-01-01 && dueDate < now+1d/d',
    ],
    [
      'dueDate >= 2024-01-01 && dueDate >= 2024-02-01',
      'dueDate',
      'from',
      '2024-03-01',
      'and',
      'dueDate >= 2024-01-01 && dueDate >= 2024-02-01',
    ],
    ['dueDate >= ', 'dueDate', 'from', '2024-03-01', 'and', 'dueDate >= '],
    ['', 'dueDate', 'from', '2024-02-30', 'and', ''],
    ['', 'dueDate', 'to', '9999-12-31', 'and', ''],
  ])('%j: %s %s = %s (joiner %s) → %j', (text, field, side, day, joiner, expected) => {
    const result = setDateBound(text, field, side, day, joiner);
    expect(result).toBe(expected);
    if (checkFilter(text).ok) expect(checkFilter(result).ok).toBe(true);
  });

  it('round-trips a range through the inputs and clears it again', () => {
    const start = 'done = false && priority >= 3';
    const withFrom = setDateBound(start, 'endDate', 'from', '2024-05-01');
    const withBoth = setDateBound(withFrom, 'endDate', 'to', '2024-05-31');
    expect(readDateRange(withBoth, 'endDate')).toEqual(range('2024-05-01', '2024-05-31'));
    expect(setDateBound(setDateBound(withBoth, 'endDate', 'from', undefined), 'endDate', 'to', undefined)).toBe(start);
  });
});

describe('setDatePreset', () => {
  it.each<[string, RangeField, DatePreset | undefined, 'and' | 'or', string]>([
    ['', 'dueDate', 'today', 'and', 'dueDate >= now/d && dueDate < now+1d/d'],
    ['done = false', 'dueDate', 'thisWeek', 'and', 'done = false && dueDate >= now/w && dueDate < now+1w/w'],
    [
      'done = false && labels in 2',
      'dueDate',
      'next7Days',
      'or',
      'done = false && (labels in 2 || (dueDate >= now/d && dueDate < now+7d/d))',
    ],
    [
      'dueDate >= 2024-01-01 && dueDate < 2024-02-01 && labels in 2',
      'dueDate',
      'thisMonth',
      'and',
      'dueDate >= now/M && dueDate < now+1M/M && labels in 2',
    ],
    ['dueDate >= now/d && dueDate < now+1d/d && labels in 2', 'dueDate', undefined, 'and', 'labels in 2'],
    [
      'labels in 2 || (startDate >= now/d && startDate < now+1d/d)',
      'startDate',
      'thisWeek',
      'and',
      'labels in 2 || (startDate >= now/w && startDate < now+1w/w)',
    ],
    ['labels in 2 || (startDate >= now/d && startDate < now+1d/d)', 'startDate', undefined, 'and', 'labels in 2'],
    [
      'dueDate >= now/d && dueDate < now+1d/d',
      'endDate',
      'today',
      'and',
      'dueDate >= now/d && dueDate < now+1d/d && endDate >= now/d && endDate < now+1d/d',
    ],
    ['dueDate >= now/d || dueDate < now', 'dueDate', 'today', 'and', 'dueDate >= now/d || dueDate < now'],
    ['dueDate >= now/', 'dueDate', 'today', 'and', 'dueDate >= now/'],
  ])('%j: %s preset %s (joiner %s) → %j', (text, field, preset, joiner, expected) => {
    const result = setDatePreset(text, field, preset, joiner);
    expect(result).toBe(expected);
    if (readDateRange(text, field).available) {
      expect(checkFilter(result).ok).toBe(true);
      expect(readDateRange(result, field)).toMatchObject({ available: true, preset });
    }
  });
});
