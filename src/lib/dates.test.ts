import { describe, expect, it } from 'vitest';
import { de } from 'date-fns/locale/de';
import { formatDue } from './dates';

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
