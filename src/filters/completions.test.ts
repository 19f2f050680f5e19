import { describe, expect, it } from 'vitest';
import { type FilterCompletion, filterCompletions } from './completions.ts';
import { FILTER_FIELD_NAMES } from './fields.ts';

const ALL_FIELDS = [...FILTER_FIELD_NAMES];
const DATE_OPS = ['=', '!=', '>', '>=', '<', '<='];

// `^` marks the caret.
const CASES: Array<[string, Partial<FilterCompletion>]> = [
  ['^', { kind: 'field', prefix: '', from: 0, to: 0, options: ALL_FIELDS }],
  ['d^', { kind: 'field', prefix: 'd', from: 0, to: 1, options: ['done', 'dueDate', 'doneAt'] }],
  ['due_^', { kind: 'field', prefix: 'due_', options: ['dueDate'] }],
  ['do^ne = true', { kind: 'field', prefix: 'do', from: 0, to: 4, options: ['done', 'doneAt'] }],
  ['(^', { kind: 'field', prefix: '', from: 1, to: 1 }],
  [
    'done = true && p^',
    { kind: 'field', prefix: 'p', from: 15, to: 16, options: ['priority', 'percentDone', 'project'] },
  ],
  ['done = true || (la^', { kind: 'field', prefix: 'la', options: ['labels'] }],
  ['dueDate ^', { kind: 'operator', prefix: '', from: 8, to: 8, field: 'dueDate', options: DATE_OPS }],
  ['dueDate >^', { kind: 'operator', prefix: '>', from: 8, to: 9, options: ['>', '>='] }],
  ['done ^', { kind: 'operator', options: ['=', '!='] }],
  ['labels ^', { kind: 'operator', options: ['=', '!=', 'in', 'not in', '?=', 'like'] }],
  ['labels i^', { kind: 'operator', prefix: 'i', from: 7, to: 8, options: ['in'] }],
  ['labels no^', { kind: 'operator', prefix: 'no', options: ['not in'] }],
  ['labels not ^', { kind: 'operator', prefix: 'not ', from: 7, to: 11, options: ['not in'] }],
  ['labels not i^', { kind: 'operator', prefix: 'not i', from: 7, to: 12, options: ['not in'] }],
  ['labels !^', { kind: 'operator', prefix: '!', options: ['!='] }],
  ['title ^', { kind: 'operator', options: [] }],
  ['done = ^', { kind: 'value', field: 'done', prefix: '', options: ['true', 'false'] }],
  ['done = t^', { kind: 'value', field: 'done', prefix: 't', from: 7, to: 8, options: ['true'] }],
  [
    'dueDate > n^',
    { kind: 'value', field: 'dueDate', options: ['now', 'now/d', 'now+1d/d', 'now+7d', 'now-7d', 'now/w', 'now+1M'] },
  ],
  ['dueDate > now/^', { kind: 'value', field: 'dueDate', prefix: 'now/', options: ['now/d', 'now/w'] }],
  ['labels in ^', { kind: 'value', field: 'labels', prefix: '', options: [] }],
  ['labels in bu^', { kind: 'value', field: 'labels', prefix: 'bu', from: 10, to: 12 }],
  ['labels in bug, fe^', { kind: 'value', field: 'labels', prefix: 'fe', from: 15, to: 17 }],
  ['labels in (bug, ^', { kind: 'value', field: 'labels', prefix: '' }],
  ['assignees = "Jo^', { kind: 'value', field: 'assignees', prefix: 'Jo', from: 12, to: 15 }],
  ['project = ^', { kind: 'value', field: 'project' }],
  ['reminders < ^', { kind: 'value', field: 'reminders' }],
  ['labels not in ^', { kind: 'value', field: 'labels' }],
  ['done = true ^', { kind: 'joiner', prefix: '', options: ['&&', '||'] }],
  ['done = true &^', { kind: 'joiner', prefix: '&', from: 12, to: 13, options: ['&&'] }],
  ['done = true ||^ ', { kind: 'joiner', prefix: '||', options: ['||'] }],
  ['(done = true ^', { kind: 'joiner', options: ['&&', '||', ')'] }],
  ['(done = true) ^', { kind: 'joiner', options: ['&&', '||'] }],
  ['labels in 1 ^', { kind: 'joiner', options: ['&&', '||', ','] }],
  ['labels in (1 ^', { kind: 'joiner', options: ['&&', '||', ',', ')'] }],
  ['labels in (1) ^', { kind: 'joiner', options: ['&&', '||'] }],
  ['done = true && ^', { kind: 'field', prefix: '' }],
  ['done = true && labels in 1 && ^', { kind: 'field' }],
  ['done = true &&^ x', { kind: 'joiner', prefix: '&&' }],
];

describe('filterCompletions', () => {
  it.each(CASES)('%j', (marked, expected) => {
    const cursor = marked.indexOf('^');
    const input = marked.replace('^', '');
    expect(filterCompletions(input, cursor)).toMatchObject(expected);
  });

  it('clamps the caret and never throws on half-typed text', () => {
    expect(filterCompletions('done', 99)).toMatchObject({ kind: 'field', prefix: 'done' });
    expect(filterCompletions('"', -5)).toMatchObject({ kind: 'field', from: 0, to: 0 });
    expect(() => filterCompletions('((( && || ! ? "x', 17)).not.toThrow();
  });
});
