import { describe, expect, it } from 'vitest';
import { PICKER_EMOJI, nextPickerIndex } from './ReactionPicker';

describe('nextPickerIndex (24 emoji in rows of 6)', () => {
  it.each<[string, number, number | null]>([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 23, 0],
    ['ArrowLeft', 0, 23],
    ['ArrowLeft', 7, 6],
    ['ArrowDown', 2, 8],
    ['ArrowDown', 20, 2],
    ['ArrowUp', 8, 2],
    ['ArrowUp', 2, 20],
    ['Home', 13, 0],
    ['End', 3, 23],
    ['a', 3, null],
  ])('%s from %s → %s', (key, from, to) => expect(nextPickerIndex(key, from)).toBe(to));

  it('wraps Up into the last row holding that column when the last row is short', () => {
    expect(nextPickerIndex('ArrowUp', 4, 10, 6)).toBe(4);
    expect(nextPickerIndex('ArrowUp', 3, 10, 6)).toBe(9);
    expect(nextPickerIndex('ArrowDown', 9, 10, 6)).toBe(3);
    expect(nextPickerIndex('ArrowDown', 4, 10, 6)).toBe(4);
  });

  it('offers 24 distinct emoji with distinct names', () => {
    expect(PICKER_EMOJI).toHaveLength(24);
    expect(new Set(PICKER_EMOJI.map(([e]) => e)).size).toBe(24);
    expect(new Set(PICKER_EMOJI.map(([, n]) => n)).size).toBe(24);
  });
});
