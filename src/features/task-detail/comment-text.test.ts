// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { textToHtml } from '@/lib/text-to-html';
import { commentToText } from './comment-text';

describe('commentToText', () => {
  it.each([
    ['<p>Hello</p>', 'Hello'],
    ['<p>One</p><p>Two</p>', 'One\n\nTwo'],
    ['<p>Line<br>next</p>', 'Line\nnext'],
    ['<p>a &lt;b&gt; &amp; c</p>', 'a <b> & c'],
    ['<p><strong>Bold</strong> and <a href="https://x.test">link</a></p>', 'Bold and link'],
    ['<ul><li>one</li><li>two</li></ul>', 'one\n\ntwo'],
    ['plain text', 'plain text'],
    ['<img src=x onerror="alert(1)"><p>safe</p>', 'safe'],
    ['', ''],
  ])('%s → %j', (html, text) => {
    expect(commentToText(html)).toBe(text);
  });

  it('round-trips what the comment box writes', () => {
    const typed = 'First <b>line</b>\nsecond\n\nNew & last';
    expect(commentToText(textToHtml(typed))).toBe(typed);
  });
});
