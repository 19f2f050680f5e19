import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from './errors.ts';
import { parseFilter } from './parse.ts';

const FIELD = 4016;
const COMPARATOR = 4017;
const JOINER = 4018;
const VALUE = 4019;

// input, code, position (0-based offset of the offending token, or the input length when something is missing).
const INVALID: Array<[string, number, number]> = [
  ['title = foo', FIELD, 0],
  ['dne = true', FIELD, 0],
  ['done = true && bogus > 1', FIELD, 15],
  ['due-date > now', FIELD, 0],
  ['"done" = true', FIELD, 0],
  ['= true', FIELD, 0],
  ['()', FIELD, 1],
  [') done = true', FIELD, 0],
  ['(', FIELD, 1],
  ['done = true && ()', FIELD, 16],
  [', done = true', FIELD, 0],
  ['done_at_ = now', FIELD, 0],
  ['done', COMPARATOR, 4],
  ['done true', COMPARATOR, 5],
  ['done == true', COMPARATOR, 6],
  ['priority <> 1', COMPARATOR, 10],
  ['priority => 1', COMPARATOR, 10],
  ['done ~ true', COMPARATOR, 5],
  ['done ! true', COMPARATOR, 5],
  ['done ? true', COMPARATOR, 5],
  ['done > true', COMPARATOR, 5],
  ['done like true', COMPARATOR, 5],
  ['done in true', COMPARATOR, 5],
  ['priority like 1', COMPARATOR, 9],
  ['dueDate in now', COMPARATOR, 8],
  ['dueDate like now', COMPARATOR, 8],
  ['labels > 1', COMPARATOR, 7],
  ['labels <= 1', COMPARATOR, 7],
  ['project > 1', COMPARATOR, 8],
  ['reminders in now', COMPARATOR, 10],
  ['labels not 1', COMPARATOR, 7],
  ['labels not', COMPARATOR, 7],
  ['labels notin 1', COMPARATOR, 7],
  ['labels is 1', COMPARATOR, 7],
  ['done = true && priority', COMPARATOR, 23],
  ['done = true &', JOINER, 12],
  ['done = true | priority = 1', JOINER, 12],
  ['done = true and priority = 1', JOINER, 12],
  ['done = true or priority = 1', JOINER, 12],
  ['done = true priority = 1', JOINER, 12],
  ['done = true &&', JOINER, 12],
  ['done = true ||', JOINER, 12],
  ['&& done = true', JOINER, 0],
  ['|| done = true', JOINER, 0],
  ['done = true && && priority = 1', JOINER, 15],
  ['(done = true', JOINER, 0],
  ['((done = true)', JOINER, 0],
  ['done = true)', JOINER, 11],
  ['(done = true))', JOINER, 13],
  ['(done = true) (priority = 1)', JOINER, 14],
  ['done = true (', JOINER, 12],
  ['labels in (1, 2', JOINER, 10],
  ['labels in (1, 2 && done = true', JOINER, 10],
  ['labels = my label', JOINER, 12],
  ['done = true done = false', JOINER, 12],
  ['done =', VALUE, 6],
  ['done = ', VALUE, 7],
  ['done = && priority = 1', VALUE, 7],
  ['done = )', VALUE, 7],
  ['(done = )', VALUE, 8],
  ['done = yes', VALUE, 7],
  ['done = 1', VALUE, 7],
  ['done = ""', VALUE, 7],
  ['labels = "   "', VALUE, 9],
  ['done = "unterminated', VALUE, 7],
  ["labels = 'abc", VALUE, 9],
  ['priority = high', VALUE, 11],
  ['priority = 1.5', VALUE, 11],
  ['priority = 1e3', VALUE, 11],
  ['priority = 1, 2', VALUE, 12],
  ['labels = 1, 2', VALUE, 10],
  ['labels in 1,', VALUE, 12],
  ['labels in 1, , 2', VALUE, 13],
  ['labels in ,1', VALUE, 10],
  ['percentDone > 101', VALUE, 14],
  ['percentDone > -1', VALUE, 14],
  ['percentDone > 50%', VALUE, 14],
  ['percentDone > 0.1234567', VALUE, 14],
  ['dueDate > tomorrow', VALUE, 10],
  ['dueDate > now+', VALUE, 10],
  ['dueDate > now+1', VALUE, 10],
  ['dueDate > now+1x', VALUE, 10],
  ['dueDate > now+d', VALUE, 10],
  ['dueDate > now/', VALUE, 10],
  ['dueDate > now/q', VALUE, 10],
  ['dueDate > now+1234567d', VALUE, 10],
  ['dueDate > nowish', VALUE, 10],
  ['dueDate > 2024-13-01', VALUE, 10],
  ['dueDate > 2023-02-29', VALUE, 10],
  ['dueDate > 2024-01-32', VALUE, 10],
  ['dueDate > 2024-1-5', VALUE, 10],
  ['dueDate > 0000-01-01', VALUE, 10],
  ['dueDate > 2024-01-31T24:00', VALUE, 10],
  ['dueDate > 2024-01-31T10:60', VALUE, 10],
  ['dueDate > 2024-01-31T10', VALUE, 10],
  ['dueDate > 31.01.2024', VALUE, 10],
  ['reminders > 1', VALUE, 12],
  ['created > ""', VALUE, 10],
];

describe('parseFilter rejects with Vikunja codes', () => {
  it.each(INVALID)('%j → %i at %i', (input, code, position) => {
    let error: unknown;
    try {
      parseFilter(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FilterSyntaxError);
    expect({ code: (error as FilterSyntaxError).code, position: (error as FilterSyntaxError).position }).toEqual({
      code,
      position,
    });
  });

  it.each<[string, string, number]>([
    ['deep nesting', `${'('.repeat(10_000)}done = true${')'.repeat(10_000)}`, JOINER],
    ['too many conditions', Array.from({ length: 201 }, () => 'done = true').join(' && '), JOINER],
    ['too many values', `labels in ${Array.from({ length: 501 }, (_, i) => i).join(', ')}`, VALUE],
  ])('bounds %s with a FilterSyntaxError, not a stack overflow', (_, input, code) => {
    expect(() => parseFilter(input)).toThrow(expect.objectContaining({ name: 'FilterSyntaxError', code }));
  });

  it('accepts the largest filters inside the bounds', () => {
    expect(() => parseFilter(`${'('.repeat(32)}done = true${')'.repeat(32)}`)).not.toThrow();
    expect(() => parseFilter(Array.from({ length: 200 }, () => 'done = true').join(' || '))).not.toThrow();
  });

  it('puts a readable message on the error', () => {
    expect(() => parseFilter('title = 1')).toThrow(/Unknown field "title"/);
  });
});
