import { describe, expect, it } from 'vitest';
import { priorityDisplay } from './priority-display';

describe('priorityDisplay', () => {
  it.each([
    // priority, done, minimumPriority, showAll, expected
    [0, false, undefined, false, null],
    [1, false, undefined, false, null],
    [2, false, undefined, false, 'normal'],
    [3, false, undefined, false, 'high'],
    [5, false, undefined, false, 'high'],
    [4, true, undefined, false, null],
    [1, false, 1, false, 'negligible'],
    [2, false, 3, false, null],
    [3, false, 3, false, 'high'],
    [1, false, 4, true, 'negligible'],
    [0, false, undefined, true, null],
  ] as const)('priority %s done %s minimum %s showAll %s → %s', (priority, done, minimum, showAll, expected) => {
    expect(priorityDisplay(priority, done, minimum, showAll)).toBe(expected);
  });
});
