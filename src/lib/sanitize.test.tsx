import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from '@/components/SafeHtml';
import { sanitizeHtml } from './sanitize';

// A corpus of well-known XSS and mutation-XSS payloads; every one must come out inert.
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"//',
  '<x onclick=alert(1)>click',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '"><img src=x onerror=alert(1)>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
];

const ACTIVE =
  /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<meta|<base|<link|\son[a-z]+\s*=|javascript:|vbscript:|data:text\/html/i;

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('renders %s inert', (payload) => {
    expect(sanitizeHtml(payload)).not.toMatch(ACTIVE);
  });

  it('keeps ordinary formatting and safe links, forcing rel and target', () => {
    const out = sanitizeHtml(
      '<p><strong>Hi</strong> <a href="https://example.com">site</a> <a href="mailto:a@b.c">mail</a></p>',
    );
    expect(out).toContain('<strong>Hi</strong>');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('href="mailto:a@b.c"');
    expect(out.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
  });

  it.each([
    [
      '<p><img src="https://tracker.example/pixel.gif" alt="Diagram"></p>',
      '<p><a href="https://tracker.example/pixel.gif" rel="noopener noreferrer" target="_blank">Diagram</a></p>',
    ],
    [
      '<img src="http://tracker.example/p.gif">',
      '<a href="http://tracker.example/p.gif" rel="noopener noreferrer" target="_blank">http://tracker.example/p.gif</a>',
    ],
    ['<img src="//tracker.example/p.gif" alt="x">', ''],
    ['<img src="data:image/png;base64,AAAA" alt="inline">', ''],
    ['<video poster="https://t.example/p.jpg" src="https://t.example/v.mp4"></video>', ''],
    ['<audio src="https://t.example/a.mp3"></audio>', ''],
    ['<picture><source srcset="https://t.example/p.webp"></picture>', ''],
    [
      '<table background="https://t.example/bg.gif"><tbody><tr><td>x</td></tr></tbody></table>',
      '<table><tbody><tr><td>x</td></tr></tbody></table>',
    ],
    [
      '<a href="https://example.com" ping="https://t.example/ping">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    ],
  ])('never loads a remote image or media by itself: %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
    const { container } = render(<SafeHtml html={html} />);
    expect(container.querySelector('img, video, audio, source, picture, [background], [poster], [ping]')).toBeNull();
  });

  it('keeps task lists with their checked state, but no other data attributes', () => {
    const out = sanitizeHtml('<ul data-type="taskList"><li data-checked="true" data-x="1">done</li></ul>');
    expect(out).toBe('<ul data-type="taskList"><li data-checked="true">done</li></ul>');
  });
});

describe('SafeHtml', () => {
  it('mounts hostile HTML without running anything', () => {
    const calls: string[] = [];
    (window as unknown as { alert: (m: string) => void }).alert = (m) => calls.push(m);
    const { container } = render(<SafeHtml html={PAYLOADS.join('')} />);
    expect(container.querySelector('script, iframe, object, embed, svg, form')).toBeNull();
    expect(container.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0);
    expect(calls).toEqual([]);
  });
});
