import { describe, expect, it } from 'vitest';
import { yesNoTable } from '@/test-support/yes-no-table';
import { checkFilter } from './filter-text';
import { readRequireAll, setRequireAll } from './require-all';
import { hidesDoneTasks, readHidesDone, setShowDoneTasks } from './show-done';

describe('hidesDoneTasks', () => {
  yesNoTable(
    hidesDoneTasks,
    [
      'done = false',
      'DONE=false && priority >= 3',
      'priority >= 3 && done = false',
      'priority >= 3 && done = false && labels in 2',
      '(done = false)',
      'done = false && (priority = 5 || labels in 2)',
    ],
    ['', 'done = true', 'done = false || priority > 2', 'priority >= 3', 'done = false &&'],
  );
});

describe('setShowDoneTasks', () => {
  it.each([
    ['done = false', true, ''],
    ['done = false && priority >= 3', true, 'priority >= 3'],
    ['priority >= 3 && done = false', true, 'priority >= 3'],
    ['priority >= 3 && done = false && labels in 2', true, 'priority >= 3 && labels in 2'],
    ['priority >= 3', true, 'priority >= 3'],
    ['', false, 'done = false'],
    ['priority >= 3', false, 'done = false && priority >= 3'],
    ['priority = 5 || labels in 2', false, 'done = false && (priority = 5 || labels in 2)'],
    ['done = false && priority >= 3', false, 'done = false && priority >= 3'],
    ['done = false && (priority = 5 || labels in 2)', true, 'priority = 5 || labels in 2'],
    [
      'priority = 5 || labels in 2 && project = 1',
      false,
      'done = false && (priority = 5 || (labels in 2 && project = 1))',
    ],
    ['dueDate >= now/d && dueDate < now+1d/d', false, 'done = false && dueDate >= now/d && dueDate < now+1d/d'],
    [
      'labels in 2 || (dueDate >= now/d && dueDate < now+1d/d)',
      false,
      'done = false && (labels in 2 || (dueDate >= now/d && dueDate < now+1d/d))',
    ],
  ])('%j, show %s → %j', (text, show, expected) => {
    const result = setShowDoneTasks(text, show);
    expect(result).toBe(expected);
    expect(checkFilter(result).ok).toBe(true);
    expect(hidesDoneTasks(result)).toBe(!show);
  });

  it.each([
    ['done = false &&', true],
    ['priority >= banana', false],
    ['(done = false', true],
  ])('leaves unparsable %j untouched and reports it unreadable', (text, show) => {
    expect(setShowDoneTasks(text, show)).toBe(text);
    expect(readHidesDone(text)).toBeUndefined();
  });
});

describe('show done composes with require all', () => {
  it('hides done tasks in front of an "any of" query and keeps the joiner when shown again', () => {
    const anyOf = setRequireAll('labels in 2 && priority >= 3', false);
    expect(anyOf).toBe('labels in 2 || priority >= 3');
    const hidden = setShowDoneTasks(anyOf, false);
    expect(hidden).toBe('done = false && (labels in 2 || priority >= 3)');
    expect(readRequireAll(hidden)).toEqual({ available: true, requireAll: false });
    expect(setRequireAll(hidden, true)).toBe('done = false && labels in 2 && priority >= 3');
    expect(setShowDoneTasks(hidden, true)).toBe(anyOf);
  });
});
