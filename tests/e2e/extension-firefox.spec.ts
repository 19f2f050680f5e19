import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// A Node-only test (no browser): the Firefox MV3 package passes Mozilla's linter.
const FIREFOX_DIR = resolve('.output/firefox-mv3');

interface LintReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: Array<{ code: string; message: string; file?: string }>;
}

test('the Firefox MV3 build passes web-ext lint with no errors', async () => {
  test.setTimeout(120_000);
  // `npm run test:e2e` builds first; a bare `playwright test` run builds what is missing.
  if (!existsSync(`${FIREFOX_DIR}/manifest.json`)) execFileSync('npm', ['run', 'build:firefox'], { stdio: 'ignore' });

  const manifest = JSON.parse(readFileSync(`${FIREFOX_DIR}/manifest.json`, 'utf8')) as Record<string, unknown>;
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.browser_specific_settings).toMatchObject({ gecko: { id: expect.any(String) } });
  expect(manifest.background).toMatchObject({ scripts: ['background.js'] });

  let out: string;
  try {
    out = execFileSync(
      resolve('node_modules/.bin/web-ext'),
      ['lint', '--source-dir', FIREFOX_DIR, '--output', 'json', '--no-config-discovery'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch (error) {
    // web-ext exits non-zero when it finds errors; the report is still on stdout.
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(out) as LintReport;
  expect(report.errors.map((e) => `${e.code} ${e.file ?? ''}: ${e.message}`)).toEqual([]);
  expect(report.summary.errors).toBe(0);
});
