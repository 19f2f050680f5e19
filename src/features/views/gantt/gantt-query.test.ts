import { describe, expect, it } from 'vitest';
import { ganttQuery, visibleRows } from './gantt-query';

describe('ganttQuery', () => {
  const from = new Date(2026, 2, 1, 15, 30);
  const to = new Date(2026, 2, 31, 9, 0);
  const start = new Date(2026, 2, 1).toISOString();
  const end = new Date(2026, 3, 1).toISOString();

  it.each([
    [false, 50, { filterIncludeNulls: false, perPage: 50 }],
    [true, 50, { filterIncludeNulls: true, perPage: 50 }],
    [false, 200, { filterIncludeNulls: false, perPage: 200 }],
  ])('asks for tasks overlapping the whole days of the range (undated %s, %i a page)', (undated, perPage, expected) => {
    expect(ganttQuery(from, to, undated, perPage)).toEqual({
      filter: `start_date < '${end}' && end_date >= '${start}'`,
      sortBy: ['start_date', 'id'],
      orderBy: ['asc', 'asc'],
      ...expected,
    });
  });
});

describe('visibleRows', () => {
  it.each([
    ['top of a long chart', [0, 340, 34, 10_000, 10], { start: 0, end: 20 }],
    ['scrolled to row 100', [3400, 340, 34, 10_000, 10], { start: 90, end: 120 }],
    ['at the very end', [339_660, 340, 34, 10_000, 10], { start: 9980, end: 10_000 }],
    ['fewer rows than fit', [0, 340, 34, 4, 10], { start: 0, end: 4 }],
    ['no rows', [0, 340, 34, 0, 10], { start: 0, end: 0 }],
    ['a scroller not laid out yet still shows a row', [0, 0, 34, 100, 0], { start: 0, end: 1 }],
    ['scrolled past the rows (they shrank)', [99_999, 340, 34, 10, 2], { start: 10, end: 10 }],
  ] as const)('%s', (_, [scrollTop, viewport, rowHeight, count, overscan], expected) => {
    expect(visibleRows(scrollTop, viewport, rowHeight, count, overscan)).toEqual(expected);
  });
});
