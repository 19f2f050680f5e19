import { describe, expect, it } from 'vitest';
import { barFor, daysMoved, daysOf, shiftDates } from './layout';

const from = new Date(2026, 2, 1);
const to = new Date(2026, 2, 31);
const at = (d: number, h = 12) => new Date(2026, 2, d, h).toISOString();

describe('barFor', () => {
  it.each([
    ['inside the range', { startDate: at(3), endDate: at(5) }, { column: 2, span: 3, clippedStart: false, clippedEnd: false }],
    ['one day', { startDate: at(10, 9), endDate: at(10, 18) }, { column: 9, span: 1, clippedStart: false, clippedEnd: false }],
    ['starting before the range', { startDate: new Date(2026, 1, 20).toISOString(), endDate: at(2) }, { column: 0, span: 2, clippedStart: true, clippedEnd: false }],
    ['ending after the range', { startDate: at(30), endDate: new Date(2026, 3, 4).toISOString() }, { column: 29, span: 2, clippedStart: false, clippedEnd: true }],
    ['covering the whole range', { startDate: new Date(2026, 0, 1).toISOString(), endDate: new Date(2026, 5, 1).toISOString() }, { column: 0, span: 31, clippedStart: true, clippedEnd: true }],
    ['before the range', { startDate: new Date(2026, 1, 1).toISOString(), endDate: new Date(2026, 1, 2).toISOString() }, null],
    ['after the range', { startDate: new Date(2026, 3, 2).toISOString(), endDate: new Date(2026, 3, 3).toISOString() }, null],
    ['without a start', { startDate: null, endDate: at(5) }, null],
    ['without an end', { startDate: at(5), endDate: null }, null],
    ['ending before it starts', { startDate: at(9), endDate: at(5) }, null],
  ])('%s', (_name, task, expected) => expect(barFor(task, from, to)).toEqual(expected));
});

describe('shiftDates', () => {
  const task = { startDate: at(3), endDate: at(5) };
  it.each([
    ['drag two days later', 2, 'both', { startDate: at(5), endDate: at(7) }],
    ['drag a day earlier', -1, 'both', { startDate: at(2), endDate: at(4) }],
    ['resize one day longer', 1, 'end', { startDate: at(3), endDate: at(6) }],
    ['resize never ends before the start', -9, 'end', { startDate: at(3), endDate: at(3) }],
  ] as const)('%s', (_name, days, edge, expected) => expect(shiftDates(task, days, edge)).toEqual(expected));

  it('leaves undated tasks alone', () => expect(shiftDates({ startDate: null, endDate: null }, 1, 'both')).toBeNull());
});

describe('daysMoved and daysOf', () => {
  it.each([
    [0, 'default', 0],
    [13, 'default', 0],
    [15, 'default', 1],
    [-30, 'default', -1],
    [112, 'day', 2],
    [-3, 'month', 0],
  ] as const)('%s px at %s → %s days', (px, zoom, days) => expect(daysMoved(px, zoom)).toBe(days));

  it('lists every day of the range', () => {
    expect(daysOf(from, to)).toHaveLength(31);
    expect(daysOf(from, from)).toHaveLength(1);
    expect(daysOf(to, from)).toHaveLength(0);
  });
});
