import { describe, expect, it } from 'vitest';
import { textToHtml } from './text-to-html';

describe('textToHtml', () => {
  it.each([
    ['', ''],
    ['hello', '<p>hello</p>'],
    ['a\nb', '<p>a<br>b</p>'],
    ['a\n\n\nb', '<p>a</p><p>b</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['[x](javascript:alert(1)) & "q"', '<p>[x](javascript:alert(1)) &amp; &quot;q&quot;</p>'],
  ])('%j → %j', (input, expected) => expect(textToHtml(input)).toBe(expected));
});
