import { describe, expect, it } from 'vitest';
import { positionBetween } from './position';

describe('positionBetween', () => {
  it.each<[number | null | undefined, number | null | undefined, number]>([
    [null, null, 0],
    [undefined, undefined, 0],
    [100, null, 65636],
    [0, null, 65536],
    [null, 100, 50],
    [null, 0, 0],
    [100, 200, 150],
    [65536, 131072, 98304],
    [1, 2, 1.5],
    [-10, 10, 0],
  ])('between %s and %s → %s', (previous, next, expected) => {
    expect(positionBetween(previous, next)).toBe(expected);
  });
});
