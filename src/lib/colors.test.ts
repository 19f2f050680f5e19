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
    // Neither white (4.3:1) nor the dark text reaches AA on these: black does.
    ['1973ff', '#000000'],
    ['e8445a', '#000000'],
    ['5c6bc0', '#ffffff'],
    // Mid tones where one of them reaches AA take whichever contrasts more.
    ['26a269', '#1d2330'],
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
