import { describe, expect, it } from 'vitest';
import { arrangePopupHtml, type BuiltFiles } from '../../scripts/popup-first-paint';

const built = `<head>
<script type="module" crossorigin src="/chunks/popup-1.js"></script>
<link rel="modulepreload" crossorigin href="/chunks/helper-2.js">
<link rel="stylesheet" crossorigin href="/assets/popup-3.css">
</head><body><main id="popup-first"><textarea id="popup-add"></textarea></main>
<script src="/popup-first.js"></script>
</body>`;
const bundle = {
  'assets/popup-3.css': { type: 'asset', source: '.popup{padding:1rem}' },
} satisfies BuiltFiles;

describe('the popup page as built', () => {
  const html = arrangePopupHtml(built, bundle);
  const at = (needle: string) => html.indexOf(needle);

  it('carries its stylesheet inside (nothing to fetch before the first script)', () => {
    expect(html).toContain('<style>.popup{padding:1rem}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('asks for the app code only after the first script has focused the field', () => {
    expect(at('/popup-first.js')).toBeGreaterThan(0);
    expect(at('/chunks/popup-1.js')).toBeGreaterThan(at('/popup-first.js'));
    expect(at('/chunks/helper-2.js')).toBeGreaterThan(at('/popup-first.js'));
    expect(html.match(/popup-1\.js/g)).toHaveLength(1);
  });

  it('keeps a stylesheet it cannot find in the bundle as a link', () =>
    expect(arrangePopupHtml(built, {})).toContain('href="/assets/popup-3.css"'));
});
