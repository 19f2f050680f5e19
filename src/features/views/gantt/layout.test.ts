import { describe, expect, it } from 'vitest';
import { de } from 'date-fns/locale';
import { barFor, columnLabel, columnsMoved, columnsOf, daysOf, shiftDates, unitOf } from './layout';

const from = new Date(2026, 2, 1);
const to = new Date(2026, 2, 31);
const at = (d: number, h = 12, m = 0) => new Date(2026, 2, d, h, m).toISOString();

describe('barFor by days', () => {
  it.each([
    [
      'inside the range',
      { startDate: at(3), endDate: at(5) },
      { column: 2, span: 3, clippedStart: false, clippedEnd: false },
    ],
    [
      'one day',
      { startDate: at(10, 9), endDate: at(10, 18) },
      { column: 9, span: 1, clippedStart: false, clippedEnd: false },
    ],
    [
      'starting before the range',
      { startDate: new Date(2026, 1, 20).toISOString(), endDate: at(2) },
      { column: 0, span: 2, clippedStart: true, clippedEnd: false },
    ],
    [
      'ending after the range',
      { startDate: at(30), endDate: new Date(2026, 3, 4).toISOString() },
      { column: 29, span: 2, clippedStart: false, clippedEnd: true },
    ],
    [
      'covering the whole range',
      { startDate: new Date(2026, 0, 1).toISOString(), endDate: new Date(2026, 5, 1).toISOString() },
      { column: 0, span: 31, clippedStart: true, clippedEnd: true },
    ],
    [
      'before the range',
      { startDate: new Date(2026, 1, 1).toISOString(), endDate: new Date(2026, 1, 2).toISOString() },
      null,
    ],
    [
      'after the range',
      { startDate: new Date(2026, 3, 2).toISOString(), endDate: new Date(2026, 3, 3).toISOString() },
      null,
    ],
    ['without a start', { startDate: null, endDate: at(5) }, null],
    ['without an end', { startDate: at(5), endDate: null }, null],
    ['ending before it starts', { startDate: at(9), endDate: at(5) }, null],
  ])('%s', (_name, task, expected) => expect(barFor(task, from, to)).toEqual(expected));
});

describe('barFor by hours', () => {
  // Two days: 48 hour columns (no daylight-saving change in early January).
  const first = new Date(2026, 0, 5);
  const last = new Date(2026, 0, 6);
  const jan = (d: number, h: number, m = 0) => new Date(2026, 0, d, h, m).toISOString();
  it.each([
    [
      '10:00 to 13:00',
      { startDate: jan(5, 10), endDate: jan(5, 13) },
      { column: 10, span: 3, clippedStart: false, clippedEnd: false },
    ],
    [
      'part hours widen to whole ones',
      { startDate: jan(5, 9, 30), endDate: jan(5, 11, 15) },
      { column: 9, span: 3, clippedStart: false, clippedEnd: false },
    ],
    [
      'a moment is one hour wide',
      { startDate: jan(5, 8), endDate: jan(5, 8) },
      { column: 8, span: 1, clippedStart: false, clippedEnd: false },
    ],
    [
      'the second day',
      { startDate: jan(6, 0), endDate: jan(6, 2) },
      { column: 24, span: 2, clippedStart: false, clippedEnd: false },
    ],
    [
      'starting the day before',
      { startDate: jan(4, 20), endDate: jan(5, 3) },
      { column: 0, span: 3, clippedStart: true, clippedEnd: false },
    ],
    [
      'ending after the range',
      { startDate: jan(6, 22), endDate: jan(7, 5) },
      { column: 46, span: 2, clippedStart: false, clippedEnd: true },
    ],
    [
      'ending exactly at the end of the range',
      { startDate: jan(6, 23), endDate: jan(7, 0) },
      { column: 47, span: 1, clippedStart: false, clippedEnd: false },
    ],
    ['before the range', { startDate: jan(4, 1), endDate: jan(4, 23) }, null],
    ['after the range', { startDate: jan(7, 0), endDate: jan(7, 3) }, null],
    ['without dates', { startDate: null, endDate: null }, null],
  ])('%s', (_name, task, expected) => expect(barFor(task, first, last, 'hour')).toEqual(expected));
});

describe('shiftDates', () => {
  const task = { startDate: at(3), endDate: at(5) };
  it.each([
    ['drag two days later', 2, 'both', 'day', { startDate: at(5), endDate: at(7) }],
    ['drag a day earlier', -1, 'both', 'day', { startDate: at(2), endDate: at(4) }],
    ['resize one day longer', 1, 'end', 'day', { startDate: at(3), endDate: at(6) }],
    ['resize never ends before the start', -9, 'end', 'day', { startDate: at(3), endDate: at(3) }],
    ['drag three hours later', 3, 'both', 'hour', { startDate: at(3, 15), endDate: at(5, 15) }],
    ['resize two hours shorter', -2, 'end', 'hour', { startDate: at(3), endDate: at(5, 10) }],
  ] as const)('%s', (_name, amount, edge, unit, expected) =>
    expect(shiftDates(task, amount, edge, unit)).toEqual(expected),
  );

  it('leaves undated tasks alone', () => expect(shiftDates({ startDate: null, endDate: null }, 1, 'both')).toBeNull());
});

describe('columnsMoved, daysOf and columnsOf', () => {
  it.each([
    [0, 'default', 0],
    [13, 'default', 0],
    [15, 'default', 1],
    [-30, 'default', -1],
    [112, 'day', 2],
    [-3, 'month', 0],
    [60, 'hour', 2],
    [-19, 'hour', 0],
  ] as const)('%s px at %s → %s columns', (px, zoom, columns) => expect(columnsMoved(px, zoom)).toBe(columns));

  it('lists every day of the range', () => {
    expect(daysOf(from, to)).toHaveLength(31);
    expect(daysOf(from, from)).toHaveLength(1);
    expect(daysOf(to, from)).toHaveLength(0);
  });

  it('lists days, or every hour of them at the hour zoom', () => {
    const jan = new Date(2026, 0, 5);
    expect(columnsOf(jan, jan, 'default')).toEqual([jan]);
    const hours = columnsOf(jan, new Date(2026, 0, 6), 'hour');
    expect(hours).toHaveLength(48);
    expect(hours[0]).toEqual(jan);
    expect(hours[47]).toEqual(new Date(2026, 0, 6, 23));
    expect(columnsOf(new Date(2026, 0, 6), jan, 'hour')).toEqual([]);
  });

  it('knows which zoom counts hours', () => {
    expect(['month', 'default', 'day', 'hour'].map((z) => unitOf(z as 'hour'))).toEqual(['day', 'day', 'day', 'hour']);
  });
});

describe('columnLabel', () => {
  it.each([
    ['month zoom, first of a month', new Date(2026, 2, 1), 'month', 'Mar'],
    ['month zoom, any other day', new Date(2026, 2, 2), 'month', ''],
    ['week zoom', new Date(2026, 2, 2), 'default', '2'],
    ['day zoom', new Date(2026, 2, 2), 'day', 'Mon 2'],
    ['hour zoom at midnight shows the date', new Date(2026, 2, 2, 0), 'hour', 'Mar 2'],
    ['hour zoom shows the hour', new Date(2026, 2, 2, 9), 'hour', '09'],
    ['hour zoom in the evening', new Date(2026, 2, 2, 21), 'hour', '21'],
  ] as const)('%s', (_name, date, zoom, text) => expect(columnLabel(date, zoom)).toBe(text));

  it('speaks the given language', () => expect(columnLabel(new Date(2026, 2, 2, 0), 'hour', de)).toBe('2. März'));
});
