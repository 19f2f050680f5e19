import { describe, expect, it } from 'vitest';
import { de } from 'date-fns/locale/de';
import { formatDue, isTaskOverdue } from './dates';

const now = new Date('2026-03-10T12:00:00Z');

describe('formatDue', () => {
  it.each([
    [null, null],
    ['not a date', null],
    ['2026-03-12T12:00:00Z', { text: 'in 2 days', overdue: false }],
    ['2026-03-09T12:00:00Z', { text: '1 day ago', overdue: true }],
  ])('%j', (input, expected) => expect(formatDue(input, now)).toEqual(expected));

  it('speaks the given locale', () =>
    expect(formatDue('2026-03-12T12:00:00Z', now, de)).toEqual({ text: 'in 2 Tagen', overdue: false }));
});

describe('isTaskOverdue', () => {
  it.each([
    [{ done: false, dueDate: '2026-03-10T11:59:00Z' }, true],
    [{ done: false, dueDate: '2026-03-10T12:01:00Z' }, false],
    // Done tasks are never overdue, however long ago they were due.
    [{ done: true, dueDate: '2026-03-01T00:00:00Z' }, false],
    [{ done: false, dueDate: null }, false],
    [{ done: false, dueDate: 'not a date' }, false],
    // The same calendar day but earlier than now counts: overdue is a moment, not a date.
    [{ done: false, dueDate: '2026-03-10T00:00:00Z' }, true],
  ])('%j → %s', (task, expected) => expect(isTaskOverdue(task, now)).toBe(expected));
});
