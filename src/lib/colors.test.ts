import { describe, expect, it } from 'vitest';
import { cssColor, textColorFor, textIsReadableOn } from './colors';

describe('cssColor', () => {
  it.each([
    ['e8445a', '#e8445a'],
    ['#E8445A', '#e8445a'],
    ['fff', '#ffffff'],
    ['', null],
    [null, null],
    ['zzzzzz', null],
    ['12345', null],
  ])('%j → %j', (input, expected) => expect(cssColor(input)).toBe(expected));
});

describe('textColorFor', () => {
  it.each([
    ['ffffff', '#1d2330'],
    ['f5a623', '#1d2330'],
    ['e0c020', '#1d2330'],
    ['000000', '#ffffff'],
    ['1973ff', '#ffffff'],
    ['5c6bc0', '#ffffff'],
    // Mid tones take whichever text contrasts more: dark on this red (4.1:1 against white's 3.9:1).
    ['e8445a', '#1d2330'],
    ['', 'var(--text)'],
  ])('%s → %s', (input, expected) => expect(textColorFor(input)).toBe(expected));
});

describe('textIsReadableOn', () => {
  it.each([
    ['ffffff', true],
    ['000000', true],
    ['f5a623', true],
    ['e8445a', false],
    ['1973ff', false],
    ['', false],
  ])('%s → %s', (input, expected) => expect(textIsReadableOn(input)).toBe(expected));
});
