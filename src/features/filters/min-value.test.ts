import { describe, expect, it } from 'vitest';
import { checkFilter } from './filter-text';
import { type MinValueField, type MinValueState, readMinValue, setMinValue } from './min-value';

const has = (value: number | undefined): MinValueState => ({ available: true, value });

describe('readMinValue', () => {
  it.each<[string, MinValueField, MinValueState]>([
    ['', 'priority', has(undefined)],
    ['done = false', 'priority', has(undefined)],
    ['priority >= 3', 'priority', has(3)],
    ['done = false && priority >= 4', 'priority', has(4)],
    ['labels in 2 || priority >= 2', 'priority', has(2)],
    ['priority > 3', 'priority', has(undefined)],
    ['priority >= 3', 'percentDone', has(undefined)],
    ['percentDone >= 50 && priority >= 1', 'percentDone', has(50)],
    ['percentDone >= 12.5', 'percentDone', has(12.5)],
    ['priority >= 3 && priority >= 4', 'priority', { available: false, reason: 'ambiguous' }],
    ['labels in 2 || (priority >= 3 && project = 1)', 'priority', { available: false, reason: 'ambiguous' }],
    ['priority >= ', 'priority', { available: false, reason: 'invalid' }],
  ])('%j, %s → %j', (text, field, state) => expect(readMinValue(text, field)).toEqual(state));
});

describe('setMinValue', () => {
  it.each<[string, MinValueField, number | undefined, 'and' | 'or', string]>([
    ['', 'priority', 3, 'and', 'priority >= 3'],
    ['done = false', 'priority', 3, 'and', 'done = false && priority >= 3'],
    ['done = false && labels in 2', 'priority', 3, 'and', 'done = false && labels in 2 && priority >= 3'],
    ['done = false && labels in 2', 'priority', 3, 'or', 'done = false && (labels in 2 || priority >= 3)'],
    ['labels in 2 && project = 1', 'priority', 3, 'or', 'labels in 2 && project = 1 && priority >= 3'],
    ['labels in 2 || project = 1', 'priority', 3, 'and', 'labels in 2 || project = 1 || priority >= 3'],
    [
      'done = false && priority >= 3 && labels in 2',
      'priority',
      5,
      'and',
      'done = false && priority >= 5 && labels in 2',
    ],
    ['done = false && priority >= 3 && labels in 2', 'priority', undefined, 'and', 'done = false && labels in 2'],
    ['done = false && (priority >= 3 || labels in 2)', 'priority', undefined, 'and', 'done = false && labels in 2'],
    ['priority >= 3', 'priority', undefined, 'and', ''],
    ['priority >= 3', 'percentDone', 40, 'and', 'priority >= 3 && percentDone >= 40'],
    ['percentDone >= 40', 'percentDone', 0, 'and', 'percentDone >= 0'],
    ['priority >= 3 && priority >= 4', 'priority', 1, 'and', 'priority >= 3 && priority >= 4'],
    ['priority >=', 'priority', 1, 'and', 'priority >='],
  ])('%j: %s ≥ %s (joiner %s) → %j', (text, field, value, joiner, expected) => {
    const result = setMinValue(text, field, value, joiner);
    expect(result).toBe(expected);
    if (checkFilter(text).ok)
      expect(readMinValue(result, field)).toEqual(
        readMinValue(text, field).available ? has(value) : readMinValue(text, field),
      );
  });

  it.each([1, 2, 3, 4, 5])('round-trips priority %i through set, read and remove', (n) => {
    const text = 'done = false && labels in 2';
    const set = setMinValue(text, 'priority', n);
    expect(readMinValue(set, 'priority')).toEqual(has(n));
    expect(setMinValue(set, 'priority', undefined)).toBe(text);
  });
});
