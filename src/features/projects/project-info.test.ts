import { describe, expect, it } from 'vitest';
import { hasDescription } from './project-info';

describe('hasDescription', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['<p></p>', false],
    ['<p><br></p>', false],
    ['<p> </p>\n<p></p>', false],
    ['Plain text', true],
    ['<p>Hello</p>', true],
    ['<ul><li>x</li></ul>', true],
  ])('%j → %s', (input, expected) => {
    expect(hasDescription(input)).toBe(expected);
  });
});
