import { describe, expect, it } from 'vitest';
import { arrangePopupHtml, type BuiltFiles } from '../../scripts/popup-first-paint';

const built = `<head>
<script type="module" crossorigin src="/chunks/popup-1.js"></script>
<link rel="modulepreload" crossorigin href="/chunks/helper-2.js">
<link rel="modulepreload" crossorigin href="/chunks/runtime-4.js">
<link rel="stylesheet" crossorigin href="/assets/popup-3.css">
</head><body><main id="popup-first"><textarea id="popup-add"></textarea></main>
<script src="/popup-first.js"></script>
</body>`;
const bundle = {
  'assets/popup-3.css': { type: 'asset', source: '.popup{padding:1rem}' },
} satisfies BuiltFiles;

describe('the popup page as built', () => {
  const html = arrangePopupHtml(built, bundle);

  it('carries its stylesheet inside (nothing to fetch before the first script)', () => {
    expect(html).toContain('<style>.popup{padding:1rem}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('has no app script or preload a browser would fetch, or wait for, before its load event', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
  });

  it('names the app code on the first script, which asks for it once the page has loaded', () => {
    expect(html).toContain(
      '<script src="/popup-first.js" data-app="/chunks/popup-1.js" data-preload="/chunks/helper-2.js /chunks/runtime-4.js"></script>',
    );
    expect(html.match(/popup-1\.js/g)).toHaveLength(1);
  });

  it('keeps the app script in the page when there is no first script to start it', () => {
    const without = built.replace('<script src="/popup-first.js"></script>', '');
    expect(arrangePopupHtml(without, bundle)).toContain('<script type="module" crossorigin src="/chunks/popup-1.js">');
  });

  it('keeps a stylesheet it cannot find in the bundle as a link', () =>
    expect(arrangePopupHtml(built, {})).toContain('href="/assets/popup-3.css"'));
});
