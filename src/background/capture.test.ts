// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/escape-html';
import { buildCapture, safeHttpUrl } from './capture';

describe('buildCapture: untrusted page text stays literal', () => {
  it.each([
    [
      'a page with HTML in its title',
      { kind: 'page' as const, pageTitle: '<img src=x onerror=alert(1)>', pageUrl: 'https://example.com/a?b=1&c=2' },
      '<img src=x onerror=alert(1)>',
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">https://example.com/a?b=1&amp;c=2</a></p>',
    ],
    [
      'a javascript: link is text, never a link',
      { kind: 'link' as const, linkUrl: 'javascript:alert(document.cookie)', pageUrl: 'https://example.com/' },
      'javascript:alert(document.cookie)',
      '<p>javascript:alert(document.cookie)</p><p><a href="https://example.com/" rel="noopener noreferrer">https://example.com/</a></p>',
    ],
    [
      'a markdown-link injection in a selection',
      { kind: 'selection' as const, selectionText: '[click me](javascript:alert(1))', pageUrl: 'https://example.com/' },
      '[click me](javascript:alert(1))',
      '<p><a href="https://example.com/" rel="noopener noreferrer">https://example.com/</a></p>',
    ],
    [
      'an attribute break-out in a URL',
      { kind: 'page' as const, pageTitle: 'x', pageUrl: 'https://example.com/"><script>alert(1)</script>' },
      'x',
      '<p><a href="https://example.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E" rel="noopener noreferrer">https://example.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E</a></p>',
    ],
    [
      'a data: URL',
      { kind: 'link' as const, linkUrl: 'data:text/html,<script>alert(1)</script>', linkText: 'free <b>stuff</b>' },
      'free <b>stuff</b>',
      '<p>data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ],
    [
      'a page without a title falls back to its URL',
      { kind: 'page' as const, pageUrl: 'https://example.com/x' },
      'https://example.com/x',
      '<p><a href="https://example.com/x" rel="noopener noreferrer">https://example.com/x</a></p>',
    ],
  ])('%s', (_name, source, title, description) => {
    const draft = buildCapture(source);
    expect(draft.title).toBe(title);
    expect(draft.description).toBe(description);
  });

  it('puts a long selection in a quote, escaped, and shortens the title', () => {
    const long = `<b>${'word '.repeat(80)}</b>`;
    const draft = buildCapture({ kind: 'selection', selectionText: long, pageUrl: 'https://example.com/' });
    expect(draft.title.length).toBe(250);
    expect(draft.description).toContain('<blockquote>&lt;b&gt;word');
    expect(draft.description).not.toContain('<b>');
  });

  it('parses the description into no active content', () => {
    const { description } = buildCapture({
      kind: 'link',
      linkUrl: 'javascript:alert(1)',
      pageUrl: 'https://e.com/<svg onload=alert(1)>',
    });
    const doc = new DOMParser().parseFromString(description, 'text/html');
    expect(doc.querySelectorAll('script, img, svg, [onload], [onerror]').length).toBe(0);
    expect([...doc.querySelectorAll('a')].every((a) => /^https?:/.test(a.getAttribute('href') ?? ''))).toBe(true);
  });
});

describe('helpers', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['http://a.example', 'http://a.example/'],
    ['  https://a.example  ', 'https://a.example/'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,x', null],
    ['file:///etc/passwd', null],
    ['not a url', null],
    [undefined, null],
  ])('safeHttpUrl(%j) = %j', (raw, expected) => expect(safeHttpUrl(raw)).toBe(expected));

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
