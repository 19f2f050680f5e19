import { describe, expect, it } from 'vitest';
import { type CompileFilterOptions, compileFilter } from './filter-sql.ts';
import { ALL, type Case, db, expectCases, NOW, NULLS } from './filter-sql.fixture.ts';

// && and || with their precedence and parentheses, field names in any case, values that try to reach the SQL,
// and the errors (code and position) of filters that do not parse.

const CASES: Case[] = [
  ['', ALL],
  ['done = true && priority = 3 || labels = 2', [2, 3, 4, 9, 12, 15, 21, 22, 27]],
  ['done = true && (priority = 3 || labels = 2)', [3, 9, 12, 15, 21, 27]],
  ['dueDate < now && done = false', [22, 7, 25, 8, 10, 29, 11]],
  ['dueDate < now && done = false', [22, 7, 25, 8, 10, 29, 11, 1, 2, 26, 4, 5], NULLS],
  ['(project = 1 || project = 4) && percentDone = 100', [4, 9, 29]],
  ['labels = bug && assignees = alice && reminders > now', [1, 2]],
  ['DONE = FALSE && Due_Date > NOW', [13, 14, 16, 17, 19, 20, 23, 28]],
  ['labels = "\'; DROP TABLE tasks; --"', []],
  ["project = \"Inbox' OR '1'='1\"", []],
  ['assignees in "x) OR 1=1 --", alice', [1, 2, 11]],
];

describe('compileFilter against a seeded database', () => {
  expectCases(CASES);

  it('still has every task after the injection attempts', () => {
    expect(db.prepare('SELECT count(*) AS n FROM tasks').get()).toEqual({ n: 30 });
  });
});

describe('compileFilter errors', () => {
  it.each<[string, number, number, CompileFilterOptions?]>([
    ['title = x', 4016, 0],
    ['done like x', 4017, 5],
    ['done = true & x', 4018, 12],
    ['dueDate > soon', 4019, 10],
    ['done = true && dueDate > now+9000y', 4019, 25],
    ['done = true', 2003, 0, { timezone: 'Nowhere/Special' }],
  ])('%j → %i at %i', (filter, code, position, opts) => {
    expect(() => compileFilter(filter, { now: NOW, ...opts })).toThrow(expect.objectContaining({ code, position }));
  });
});
