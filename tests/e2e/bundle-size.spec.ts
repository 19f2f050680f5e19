import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS } from '../../bench/budgets';
import { gzipKb } from '../../bench/bundle-size';

// Sizes are deterministic, so they are checked here, after `npm run build`; timings stay in `npm run bench`.
test.describe('first-load sizes (gzip)', () => {
  test('the popup loads no more than its budget before its field takes typing', () => {
    const html = '.output/chrome-mv3/popup.html';
    expect(existsSync(html), `${html} is built by npm run build`).toBe(true);
    const { kb, files } = gzipKb(html);
    expect(files).toBeGreaterThan(1);
    expect(kb).toBeLessThanOrEqual(BUDGETS.popupInitialKiB);
  });

  test('the web app loads no more than its ceiling before the first render', () => {
    const html = 'dist/web/index.html';
    expect(existsSync(html), `${html} is built by npm run build`).toBe(true);
    const { kb, files } = gzipKb(html);
    expect(files).toBeGreaterThan(1);
    expect(kb).toBeLessThanOrEqual(BUDGETS.webInitialCeilingKiB);
  });
});

/** Every built script under `dir`, read as text. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

test('the builds carry React Router’s production build, never its development-only checks', () => {
  for (const dir of ['dist/web', '.output/chrome-mv3']) {
    const code = scripts(dir);
    // In both of its builds; only the development one also warns about descendant <Routes>.
    expect(code.some((text) => text.includes('may be used only in the context of a <Router> component'))).toBe(true);
    expect(code.filter((text) => text.includes('You rendered descendant <Routes>'))).toEqual([]);
  }
});
