import { describe, expect, it } from 'vitest';
import { parseFilter } from './parse.ts';
import { printFilter } from './print.ts';

// input → canonical text. Canonical text parses back to the same AST (checked below and in print.test.ts).
const VALID: Array<[string, string]> = [
  ['', ''],
  ['   \t\n', ''],
  ['done = false', 'done = false'],
  ['done = true', 'done = true'],
  ['done=true', 'done = true'],
  ['done != TRUE', 'done != true'],
  ['Done = False', 'done = false'],
  ['DONE = "true"', 'done = true'],
  ['priority = 3', 'priority = 3'],
  ['priority >= 3', 'priority >= 3'],
  ['priority>3', 'priority > 3'],
  ['priority < 2', 'priority < 2'],
  ['priority <= 05', 'priority <= 5'],
  ['priority != -1', 'priority != -1'],
  ['priority = -0', 'priority = 0'],
  ['priority in 1, 2, 3', 'priority in 1, 2, 3'],
  ['priority in (1,2)', 'priority in 1, 2'],
  ['priority not in 4,5', 'priority not in 4, 5'],
  ['priority NOT IN 4', 'priority not in 4'],
  ['priority ?= 1, 5', 'priority ?= 1, 5'],
  ['percentDone > 50', 'percentDone > 50'],
  ['percent_done >= 0', 'percentDone >= 0'],
  ['percentdone = 100', 'percentDone = 100'],
  ['percentDone < 33.5', 'percentDone < 33.5'],
  ['percentDone in 0, 100', 'percentDone in 0, 100'],
  ['dueDate < now', 'dueDate < now'],
  ['due_date > now-1w', 'dueDate > now-1w'],
  ['dueDate >= now/d', 'dueDate >= now/d'],
  ['dueDate < now+1d/d', 'dueDate < now+1d/d'],
  ['dueDate = 2024-01-31', 'dueDate = 2024-01-31'],
  ['dueDate > 2024-01-31T10:00', 'dueDate > 2024-01-31T10:00'],
  ['dueDate > 2024-01-31T10:00:00Z', 'dueDate > 2024-01-31T10:00:00Z'],
  ['dueDate > 2024-01-31T10:00:00.250+02:00', 'dueDate > 2024-01-31T10:00:00.250+02:00'],
  ['dueDate > 2024-01-31 10:00', 'dueDate > "2024-01-31 10:00"'],
  ['dueDate > "2024-01-31 10:00"', 'dueDate > "2024-01-31 10:00"'],
  ["dueDate > '2024-01-31'", 'dueDate > 2024-01-31'],
  ['dueDate != now', 'dueDate != now'],
  ['start_date >= now-2w/w', 'startDate >= now-2w/w'],
  ['startDate < NOW', 'startDate < NOW'],
  ['end_date <= now+1M/M', 'endDate <= now+1M/M'],
  ['endDate > now-1y/y', 'endDate > now-1y/y'],
  ['done_at > now-30d', 'doneAt > now-30d'],
  ['doneAt >= now-12h', 'doneAt >= now-12h'],
  ['created > now-90m', 'created > now-90m'],
  ['updated > now-10s/m', 'updated > now-10s/m'],
  ['updated < now-3H', 'updated < now-3H'],
  ['created >= 2000-02-29', 'created >= 2000-02-29'],
  ['reminders > now', 'reminders > now'],
  ['reminders < now+1d', 'reminders < now+1d'],
  ['reminders = 2024-05-01T09:00:00Z', 'reminders = 2024-05-01T09:00:00Z'],
  ['labels = 1', 'labels = 1'],
  ['labels in 1, 2', 'labels in 1, 2'],
  ['labels in bug, feature', 'labels in bug, feature'],
  ['labels in 1, bug', 'labels in 1, bug'],
  ['labels = "42"', 'labels = "42"'],
  ['labels = "two words"', 'labels = "two words"'],
  ["labels = 'single'", 'labels = single'],
  ['labels = "say \\"hi\\""', 'labels = "say \\"hi\\""'],
  ['labels != 3', 'labels != 3'],
  ['labels not in 3, 4', 'labels not in 3, 4'],
  ['labels ?= 7', 'labels ?= 7'],
  ['labels like bu%', 'labels like bu%'],
  ['labels like 5', 'labels like "5"'],
  ['labels = ünïcödé', 'labels = ünïcödé'],
  ['labels = in', 'labels = "in"'],
  ['assignees in alice, bob', 'assignees in alice, bob'],
  ['assignees = 1', 'assignees = 1'],
  ['assignees = user@example.com', 'assignees = user@example.com'],
  ['assignees not in alice', 'assignees not in alice'],
  ['assignees like ali', 'assignees like ali'],
  ['project = 1', 'project = 1'],
  ['project = -2', 'project = -2'],
  ['project in 1, Inbox', 'project in 1, Inbox'],
  ['project = "My Project"', 'project = "My Project"'],
  ['project != 2', 'project != 2'],
  ['project like Inb', 'project like Inb'],
  ['done = false && priority > 2', 'done = false && priority > 2'],
  ['done = false || priority > 2', 'done = false || priority > 2'],
  ['done = false&&priority > 2', 'done = false && priority > 2'],
  ['done = false && priority > 2 && labels = 1', 'done = false && priority > 2 && labels = 1'],
  ['done = false || priority > 2 && labels = 1', 'done = false || (priority > 2 && labels = 1)'],
  ['done = false && priority > 2 || labels = 1', '(done = false && priority > 2) || labels = 1'],
  ['(done = false || priority > 2) && labels = 1', '(done = false || priority > 2) && labels = 1'],
  ['((done = false))', 'done = false'],
  ['( done = false )', 'done = false'],
  ['done = false && (priority = 1 || priority = 2)', 'done = false && (priority = 1 || priority = 2)'],
  [
    '(done = true && priority = 1) || (done = false && priority = 5)',
    '(done = true && priority = 1) || (done = false && priority = 5)',
  ],
  ['done = true || (priority = 1 || priority = 2)', 'done = true || (priority = 1 || priority = 2)'],
  ['done = true && (priority = 1 && priority = 2)', 'done = true && (priority = 1 && priority = 2)'],
  ['(((done = true) && (priority = 1)))', 'done = true && priority = 1'],
  ['dueDate > now && dueDate < now+7d', 'dueDate > now && dueDate < now+7d'],
  ['labels in 1,2&&assignees in alice', 'labels in 1, 2 && assignees in alice'],
  ['project in (1, 2) || labels not in (3)', 'project in 1, 2 || labels not in 3'],
  [
    'done = false && dueDate < now/d && priority >= 4 && labels in 1, 2 || project = 3',
    '(done = false && dueDate < now/d && priority >= 4 && labels in 1, 2) || project = 3',
  ],
  ['done = false && (labels in "a b" || assignees = "c,d")', 'done = false && (labels in "a b" || assignees = "c,d")'],
];

describe('parseFilter accepts and canonicalises', () => {
  it.each(VALID)('%j', (input, canonical) => {
    const ast = parseFilter(input);
    expect(printFilter(ast)).toBe(canonical);
    expect(parseFilter(canonical)).toEqual(ast);
  });
});

describe('parseFilter AST shape', () => {
  it('types values by field and quoting', () => {
    expect(parseFilter('labels in 1, "2", bug')).toEqual({
      type: 'condition',
      field: 'labels',
      comparator: 'in',
      values: [
        { type: 'number', value: 1 },
        { type: 'text', value: '2' },
        { type: 'text', value: 'bug' },
      ],
    });
    expect(parseFilter('done = TRUE')).toMatchObject({ values: [{ type: 'bool', value: true }] });
    expect(parseFilter('percentDone > 50')).toMatchObject({ values: [{ type: 'number', value: 50 }] });
    expect(parseFilter('dueDate > now-1w/d')).toMatchObject({ values: [{ type: 'date', value: 'now-1w/d' }] });
  });

  it('flattens chains but keeps parenthesised groups', () => {
    const ast = parseFilter('done = true && priority = 1 && (labels = 1 && labels = 2) || project = 1');
    expect(ast).toMatchObject({
      type: 'or',
      operands: [
        { type: 'and', operands: [{ field: 'done' }, { field: 'priority' }, { type: 'and', operands: [{}, {}] }] },
        { field: 'project' },
      ],
    });
  });

  it('returns an empty node for blank text', () => {
    expect(parseFilter('')).toEqual({ type: 'empty' });
  });
});
