import { describe, expect, it } from 'vitest';
import { priorityLevel, progressShare } from './task-ranges';

describe('priorityLevel', () => {
  it.each([
    [0, 0],
    [3, 3],
    [5, 5],
    [1e308, 5],
    [Infinity, 5],
    [6, 5],
    [-1, 0],
    [-Infinity, 0],
    [NaN, 0],
    [2.4, 2],
    [2.6, 3],
    [null, 0],
    ['3', 0],
    [undefined, 0],
  ])('%s → %s', (value, level) => {
    expect(priorityLevel(value)).toBe(level);
  });
});

describe('progressShare', () => {
  it.each([
    [0, 0],
    [0.5, 0.5],
    [1, 1],
    [1e308, 1],
    [42, 1],
    [-0.5, 0],
    [NaN, 0],
    [null, 0],
  ])('%s → %s', (value, share) => {
    expect(progressShare(value)).toBe(share);
  });
});
