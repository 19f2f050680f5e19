import { describe, expect, it } from 'vitest';
import { rangeFromSearch, upcomingQuery } from './upcoming-query';

const now = new Date('2026-03-10T15:00:00');

describe('rangeFromSearch', () => {
  it('defaults to this week with overdue and undated tasks', () => {
    const range = rangeFromSearch(new URLSearchParams(), now);
    expect(range.from).toEqual(new Date('2026-03-10T00:00:00'));
    expect(range.to).toEqual(new Date('2026-03-16T23:59:59.999'));
    expect(range.showOverdue).toBe(true);
    expect(range.showNulls).toBe(true);
  });
  it('reads days and flags', () => {
    const range = rangeFromSearch(
      new URLSearchParams('from=2026-04-01&to=2026-04-02&showOverdue=false&showNulls=false'),
      now,
    );
    expect(range.from).toEqual(new Date('2026-04-01T00:00:00'));
    expect(range.to).toEqual(new Date('2026-04-02T23:59:59.999'));
    expect([range.showOverdue, range.showNulls]).toEqual([false, false]);
  });
  it('ignores nonsense', () => {
    expect(rangeFromSearch(new URLSearchParams('from=soon'), now).from).toEqual(new Date('2026-03-10T00:00:00'));
  });
});

describe('upcomingQuery', () => {
  const from = new Date('2026-03-10T00:00:00Z');
  const to = new Date('2026-03-17T00:00:00Z');
  it.each([
    [true, true, "done = false && due_date <= '2026-03-17T00:00:00.000Z'", true],
    [
      false,
      false,
      "done = false && due_date <= '2026-03-17T00:00:00.000Z' && due_date >= '2026-03-10T00:00:00.000Z'",
      false,
    ],
  ])('overdue %s, nulls %s', (showOverdue, showNulls, filter, includeNulls) => {
    const q = upcomingQuery({ from, to, showOverdue, showNulls });
    expect(q.filter).toBe(filter);
    expect(q.filterIncludeNulls).toBe(includeNulls);
    expect(q.sortBy).toEqual(['due_date', 'id']);
  });
});
