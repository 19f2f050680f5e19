import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Anna Berg', 'anna', 'AB'],
    ['Anna Maria van Berg', 'anna', 'AB'],
    ['  anna  ', 'x', 'A'],
    ['', 'bob', 'B'],
    [null, 'carl', 'C'],
    [undefined, '@dora', 'D'],
    ['Émile Zola', 'ez', 'ÉZ'],
    ['😀 Smile', 'smile', '😀S'],
    ['', '', '?'],
  ])('%j / %j → %s', (name, username, expected) => {
    expect(initials(name, username)).toBe(expected);
  });
});
