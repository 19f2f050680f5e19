// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_LIMITS } from './first-paint-entries';
import { pageBuild, ROW_SELECTOR, sanitizeSnapshot, trimSnapshot } from './first-paint-html';

/** Parses markup as the first-paint script does (an inert template), sanitises it and serialises the result. */
function sanitized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  sanitizeSnapshot(template.content);
  const box = document.createElement('div');
  box.append(template.content);
  return box.innerHTML;
}

describe('sanitizeSnapshot: a hostile picture keeps nothing that runs, loads a document or submits', () => {
  it.each<[string, string, RegExp, string]>([
    ['a script', '<p>a</p><script>alert(1)</script>', /<script/i, '<p>a</p>'],
    ['an event handler', '<img src="/x.png" onerror="alert(1)" alt="">', /onerror/i, 'src="/x.png"'],
    ['a handler in any case', '<div OnMouseOver="alert(1)">t</div>', /onmouseover/i, '>t</div>'],
    ['an SVG handler', '<svg onload="alert(1)"><path d="M0"></path></svg>', /onload/i, '<path d="M0">'],
    ['a javascript: link', '<a href="javascript:alert(1)">t</a>', /javascript/i, '<a>t</a>'],
    ['a scheme hidden by spaces', '<a href=" java\tscript:alert(1)">t</a>', /script:/i, '<a>t</a>'],
    ['an entity-encoded scheme', '<a href="&#106;avascript:alert(1)">t</a>', /avascript/i, '<a>t</a>'],
    ['a data: document link', '<a href="data:text/html,<script>1</script>">t</a>', /data:/i, '<a>t</a>'],
    ['an image data: URL stays', '<img src="data:image/png;base64,AAAA" alt="">', /onerror/, 'data:image/png'],
    ['a data: URL in an iframe', '<iframe src="data:text/html,x"></iframe><b>k</b>', /iframe/i, '<b>k</b>'],
    ['srcdoc', '<iframe srcdoc="<script>1</script>"></iframe><i>k</i>', /srcdoc|iframe/i, '<i>k</i>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><b>k</b>', /object|embed/i, '<b>k</b>'],
    ['a style element', '<style>body{display:none}</style><b>k</b>', /<style/i, '<b>k</b>'],
    ['a stylesheet link', '<link rel="stylesheet" href="//evil.example/x.css"><b>k</b>', /<link/i, '<b>k</b>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=//evil.example"><b>k</b>', /<meta/i, '<b>k</b>'],
    ['a base element', '<base href="//evil.example/"><b>k</b>', /<base/i, '<b>k</b>'],
    [
      'a form action',
      '<form action="//evil.example"><button formaction="//e">b</button></form>',
      /action/i,
      '<button>b</button>',
    ],
    ['an external style url', '<div style="background:url(//evil.example/t.png)">t</div>', /url\(/i, '>t</div>'],
    ['a harmless style stays', '<div style="color: red">t</div>', /url\(/i, 'style="color: red"'],
    [
      'an SVG script link',
      '<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>',
      /javascript/i,
      '<text>t</text>',
    ],
    [
      'an SVG animate that sets a link',
      '<svg><a><animate attributeName="href" to="javascript:alert(1)"></animate></a></svg>',
      /animate|javascript/i,
      '<svg><a></a></svg>',
    ],
    ['an external SVG use', '<svg><use href="//evil.example/s.svg#i"></use></svg>', /evil/i, '<use></use>'],
    ['a local SVG use stays', '<svg><use href="#icon"></use></svg>', /evil/i, 'href="#icon"'],
    [
      'a dead blob: image shows nothing',
      '<img src="blob:https://a.example/1" alt="">',
      /blob:/i,
      '<img alt="" style="visibility: hidden;">',
    ],
    [
      'foreignObject',
      '<svg><foreignObject><iframe></iframe></foreignObject></svg>',
      /foreignobject|iframe/i,
      '<svg></svg>',
    ],
    ['a noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', /onerror/i, ''],
    ['autofocus', '<input autofocus>', /autofocus/i, '<input>'],
    [
      'text that looks like HTML stays text',
      '<span>&lt;img src=x onerror=alert(1)&gt;</span>',
      /<img/i,
      '&lt;img src=x onerror=alert(1)&gt;',
    ],
  ])('%s', (_name, html, banned, kept) => {
    const out = sanitized(html);
    expect(out).not.toMatch(banned);
    expect(out).toContain(kept);
  });
});

describe('trimSnapshot', () => {
  const list = (n: number, row = '<div class="task-item"><input type="checkbox"> t</div>') =>
    `<div class="list">${row.repeat(n)}</div>`;
  it.each<[string, string, number, number]>([
    ['a short list stays whole', list(5), 5, 5],
    ['a long list keeps the first rows', list(100), FIRST_PAINT_LIMITS.rows, FIRST_PAINT_LIMITS.rows],
    [
      'each board column keeps its first rows',
      list(50, '<div class="kanban-card">c</div>').repeat(3),
      3 * FIRST_PAINT_LIMITS.rows,
      3 * FIRST_PAINT_LIMITS.rows,
    ],
    [
      'table rows',
      `<table class="task-table"><tbody>${'<tr><td>t</td></tr>'.repeat(45)}</tbody></table>`,
      FIRST_PAINT_LIMITS.rows,
      FIRST_PAINT_LIMITS.rows,
    ],
    ['no rows (home without tasks)', '<main><h1>Hi</h1></main>', 0, 0],
  ])('%s', (_name, html, rows, left) => {
    const copy = document.createElement('div');
    copy.innerHTML = html;
    expect(trimSnapshot(copy)).toBe(rows);
    expect(copy.querySelectorAll(ROW_SELECTOR)).toHaveLength(left);
  });

  it('writes out the checkboxes’ state and leaves typed text out', () => {
    const copy = document.createElement('div');
    copy.innerHTML =
      '<input type="checkbox" id="a"><input type="checkbox" id="b" checked><input id="c"><textarea>draft</textarea>';
    (copy.querySelector('#a') as HTMLInputElement).checked = true;
    (copy.querySelector('#b') as HTMLInputElement).checked = false;
    (copy.querySelector('#c') as HTMLInputElement).value = 'typed';
    copy.querySelector('#c')!.setAttribute('value', 'typed');
    trimSnapshot(copy);
    expect(copy.innerHTML).toBe(
      '<input type="checkbox" id="a" checked=""><input type="checkbox" id="b"><input id="c"><textarea></textarea>',
    );
  });
});

describe('pageBuild: the main chunk that drew the page, readable before the page is parsed to its end', () => {
  const page = (head: string, body = '') => {
    const doc = document.implementation.createHTMLDocument('');
    doc.head.innerHTML = head;
    doc.body.innerHTML = body;
    return doc;
  };

  it.each([
    [
      'the web build: its head modulepreloads it, marked, before any module script',
      page(
        '<link rel="modulepreload" href="/assets/dep-1.js"><link rel="modulepreload" crossorigin href="/assets/index-2.js" data-app>',
        '<script type="module" src="/assets/app-start-3.js"></script>',
      ),
      '/assets/index-2.js',
    ],
    [
      'the web build while its body is still parsed (no module script yet)',
      page('<link rel="modulepreload" crossorigin href="/assets/index-2.js" data-app>'),
      '/assets/index-2.js',
    ],
    ['the dev server: its module script', page('', '<script type="module" src="/main.tsx"></script>'), '/main.tsx'],
    ['neither', page(''), ''],
  ])('%s', (_what, doc, build) => expect(pageBuild(doc)).toBe(build));
});

describe('sanitizeSnapshot’s cost', () => {
  it('reads attributes by name, never through `attributes` (each read that way makes an Attr node)', () => {
    const template = document.createElement('template');
    template.innerHTML =
      '<div class="row" onclick="x()"><a href="javascript:x()">t</a><img src="data:image/png;base64,AA"></div>';
    for (const element of Array.from(template.content.querySelectorAll('*')))
      Object.defineProperty(element, 'attributes', {
        get: () => {
          throw new Error('attributes read');
        },
      });
    sanitizeSnapshot(template.content);
    const box = document.createElement('div');
    box.append(template.content);
    expect(box.innerHTML).toBe('<div class="row"><a>t</a><img src="data:image/png;base64,AA"></div>');
  });
});
