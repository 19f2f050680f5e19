import { describe, expect, it } from 'vitest';
import { checkFilter } from './filter-text';
import { readRequireAll, type RequireAllState, setRequireAll } from './require-all';

const joined = (requireAll: boolean | undefined): RequireAllState => ({ available: true, requireAll });

describe('readRequireAll', () => {
  it.each<[string, RequireAllState]>([
    ['', joined(undefined)],
    ['done = false', joined(undefined)],
    ['priority >= 3', joined(undefined)],
    ['done = false && priority >= 3', joined(undefined)],
    ['priority >= 3 && labels in 2', joined(true)],
    ['done = false && priority >= 3 && labels in 2', joined(true)],
    ['priority >= 3 || labels in 2', joined(false)],
    ['done = false && (priority >= 3 || labels in 2)', joined(false)],
    ['dueDate >= 2024-01-01 && dueDate < 2024-02-01', joined(undefined)],
    ['labels in 2 && dueDate >= 2024-01-01 && dueDate < 2024-02-01', joined(true)],
    ['labels in 2 || (dueDate >= 2024-01-01 && dueDate < 2024-02-01)', joined(false)],
    ['labels in 2 || (priority = 1 && project = 3)', { available: false, reason: 'mixed' }],
    ['(labels in 2 || priority = 1) && project = 3', { available: false, reason: 'mixed' }],
    ['done = false && labels in 2 && (priority = 1 || project = 3)', { available: false, reason: 'mixed' }],
    ['priority >= 3 ||', { available: false, reason: 'invalid' }],
  ])('%j → %j', (text, state) => expect(readRequireAll(text)).toEqual(state));
});

describe('setRequireAll', () => {
  it.each<[string, boolean, string]>([
    ['priority >= 3 && labels in 2', false, 'priority >= 3 || labels in 2'],
    ['priority >= 3 || labels in 2', true, 'priority >= 3 && labels in 2'],
    ['priority >= 3 && labels in 2', true, 'priority >= 3 && labels in 2'],
    ['done = false && priority >= 3 && labels in 2', false, 'done = false && (priority >= 3 || labels in 2)'],
    ['done = false && (priority >= 3 || labels in 2)', true, 'done = false && priority >= 3 && labels in 2'],
    ['priority >= 3 && done = false && labels in 2', false, 'done = false && (priority >= 3 || labels in 2)'],
    [
      'labels in 2 && dueDate >= 2024-01-01 && dueDate < 2024-02-01',
      false,
      'labels in 2 || (dueDate >= 2024-01-01 && dueDate < 2024-02-01)',
    ],
    [
      'labels in 2 || (dueDate >= 2024-01-01 && dueDate < 2024-02-01)',
      true,
      'labels in 2 && dueDate >= 2024-01-01 && dueDate < 2024-02-01',
    ],
    [
      'dueDate >= now/d && dueDate < now+1d/d && startDate >= now/w && startDate < now+1w/w',
      false,
      '(dueDate >= now/d && dueDate < now+1d/d) || (startDate >= now/w && startDate < now+1w/w)',
    ],
    ['priority >= 3', false, 'priority >= 3'],
    ['done = false', false, 'done = false'],
    ['', false, ''],
    ['labels in 2 || (priority = 1 && project = 3)', true, 'labels in 2 || (priority = 1 && project = 3)'],
    ['priority >=', false, 'priority >='],
  ])('%j, require all %s → %j', (text, requireAll, expected) => {
    const result = setRequireAll(text, requireAll);
    expect(result).toBe(expected);
    if (checkFilter(text).ok) expect(checkFilter(result).ok).toBe(true);
  });

  it.each([
    'priority >= 3 && labels in 2 && project = 4',
    'done = false && priority >= 3 && labels in 2',
    'labels in 2 && dueDate >= 2024-01-01 && dueDate < 2024-02-01',
  ])('round-trips %j through "any" and back', (text) => {
    const anyOf = setRequireAll(text, false);
    expect(readRequireAll(anyOf)).toEqual(joined(false));
    expect(setRequireAll(anyOf, true)).toBe(text);
  });
});
