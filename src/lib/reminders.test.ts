import { describe, expect, it } from 'vitest';
import { describeRelative, toReminder, type RelativeReminder } from './reminders';

describe('relative reminders', () => {
  it.each([
    [{ amount: 1, unit: 'days', direction: 'before', relativeTo: 'due_date' }, -86400],
    [{ amount: 2, unit: 'hours', direction: 'after', relativeTo: 'start_date' }, 7200],
    [{ amount: 15, unit: 'minutes', direction: 'before', relativeTo: 'end_date' }, -900],
    [{ amount: 1, unit: 'weeks', direction: 'before', relativeTo: 'due_date' }, -604800],
    [{ amount: 0, unit: 'days', direction: 'before', relativeTo: 'due_date' }, -0],
  ] as Array<[RelativeReminder, number]>)('%j ↔ %s s', (relative, seconds) => {
    const stored = toReminder(relative);
    expect(stored).toEqual({ reminder: null, relativeTo: relative.relativeTo, relativePeriod: seconds });
    if (relative.amount > 0) expect(describeRelative(stored)).toEqual(relative);
  });

  it('answers null for an absolute reminder', () => {
    expect(describeRelative({ reminder: '2026-01-01T09:00:00Z', relativePeriod: 0, relativeTo: '' })).toBeNull();
  });

  it('reads 36 hours as hours, not days', () => {
    expect(describeRelative({ reminder: null, relativePeriod: -129600, relativeTo: 'due_date' })).toMatchObject({
      amount: 36,
      unit: 'hours',
    });
  });
});
