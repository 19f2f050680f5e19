// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<p>one</p>\n<p>two</p>', 'one two'],
    ['<ul><li>a</li><li>b</li></ul>', 'ab'],
    ['plain', 'plain'],
    ['<img src=x onerror="alert(1)">', ''],
    ['', ''],
  ])('%s → %s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
