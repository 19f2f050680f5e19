import { describe, expect, it } from 'vitest';
import { arrangePopupHtml, type BuiltFiles } from '../../scripts/popup-first-paint';

const built = `<head>
<script defer blocking="render" src="/popup-first.js"></script>
<script type="module" crossorigin src="/chunks/popup-1.js"></script>
<link rel="modulepreload" crossorigin href="/chunks/helper-2.js">
<link rel="modulepreload" crossorigin href="/chunks/runtime-4.js">
<link rel="stylesheet" crossorigin href="/assets/popup-3.css">
</head><body><main id="popup-first" class="popup"><textarea id="popup-add"></textarea></main>
</body>`;
const css = '.popup{padding:1rem}.popup-list li{display:flex}';
const bundle = { 'assets/popup-3.css': { type: 'asset', source: css } } satisfies BuiltFiles;

describe('the popup page as built', () => {
  const html = arrangePopupHtml(built, bundle);

  it('carries inside the rules that can draw its first field (nothing to fetch, little to parse)', () => {
    expect(html).toContain('<style>.popup{padding:1rem}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('has no app script or preload a browser would fetch, or wait for, before its load event', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
  });

  it('names the app code and the whole stylesheet on the first script, which asks for them once the page has loaded', () => {
    expect(html).toContain(
      '<script defer blocking="render" src="/popup-first.js" data-app="/chunks/popup-1.js" data-preload="/chunks/helper-2.js /chunks/runtime-4.js" data-css="/assets/popup-3.css"></script>',
    );
    expect(html.match(/popup-1\.js/g)).toHaveLength(1);
  });

  it('keeps the app script and the whole stylesheet in the page when there is no first script to start them', () => {
    const without = arrangePopupHtml(
      built.replace('<script defer blocking="render" src="/popup-first.js"></script>', ''),
      bundle,
    );
    expect(without).toContain('<script type="module" crossorigin src="/chunks/popup-1.js">');
    expect(without).toContain(`<style>${css}</style>`);
  });

  it('keeps a stylesheet it cannot find in the bundle as a link', () =>
    expect(arrangePopupHtml(built, {})).toContain('href="/assets/popup-3.css"'));
});
