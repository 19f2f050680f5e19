import { describe, expect, it } from 'vitest';
import { clearIfUnchanged } from './clear-if-unchanged';

describe('clearIfUnchanged', () => {
  it.each([
    ['the field still holds what was sent', 'Boxes', 'Boxes', ''],
    ['the person typed the next one meanwhile', 'Boxes', 'Fragile', 'Fragile'],
    ['the person added to the text', 'Call', 'Call Anna', 'Call Anna'],
    ['the person already emptied it', 'Boxes', '', ''],
    ['only spaces differ', 'Boxes', 'Boxes ', 'Boxes '],
  ])('%s', (_case, sent, current, expected) => {
    expect(clearIfUnchanged(sent)(current)).toBe(expected);
  });
});
