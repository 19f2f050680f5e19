import { describe, expect, it } from 'vitest';
import { splitLines } from './lines';

describe('splitLines', () => {
  it.each([
    ['one line', 'Buy milk', [['Buy milk', null]]],
    [
      'two lines',
      'a\nb',
      [
        ['a', null],
        ['b', null],
      ],
    ],
    [
      'blank lines skipped',
      'a\n\n   \nb',
      [
        ['a', null],
        ['b', null],
      ],
    ],
    [
      'indented line is a subtask',
      'a\n  b',
      [
        ['a', null],
        ['b', 0],
      ],
    ],
    [
      'tab indent',
      'a\n\tb',
      [
        ['a', null],
        ['b', 0],
      ],
    ],
    [
      'siblings share a parent',
      'a\n  b\n  c',
      [
        ['a', null],
        ['b', 0],
        ['c', 0],
      ],
    ],
    [
      'deeper nesting',
      'a\n  b\n    c\nd',
      [
        ['a', null],
        ['b', 0],
        ['c', 1],
        ['d', null],
      ],
    ],
    [
      'back to a shallower level',
      'a\n  b\n    c\n  d',
      [
        ['a', null],
        ['b', 0],
        ['c', 1],
        ['d', 0],
      ],
    ],
    [
      'indented first line has no parent',
      '  a\nb',
      [
        ['a', null],
        ['b', null],
      ],
    ],
    [
      'windows line ends',
      'a\r\n b',
      [
        ['a', null],
        ['b', 0],
      ],
    ],
    ['empty', '', []],
  ] as const)('%s', (_, text, expected) => {
    expect(splitLines(text).map((l) => [l.text, l.parent])).toEqual(expected);
  });
});
