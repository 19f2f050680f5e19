import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
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
