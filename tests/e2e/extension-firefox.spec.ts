import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureFirefoxTestBuild, FIREFOX_TEST_DIR } from './fixtures-firefox';
import { FIREFOX_DIR, firefoxLintReport } from './firefox-lint';

// A Node-only test (no browser): the Firefox MV3 package passes Mozilla's linter.

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

  const out = await firefoxLintReport();
  const report = JSON.parse(out) as LintReport;
  expect(report.errors.map((e) => `${e.code} ${e.file ?? ''}: ${e.message}`)).toEqual([]);
  expect(report.summary.errors).toBe(0);
});

/** Every file under a directory, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

test("the shipped Firefox build has none of the test build's parts", async () => {
  test.setTimeout(120_000);
  if (!existsSync(`${FIREFOX_DIR}/manifest.json`)) execFileSync('npm', ['run', 'build:firefox'], { stdio: 'ignore' });
  ensureFirefoxTestBuild();
  const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  const shipped = read(FIREFOX_DIR);
  const testing = read(FIREFOX_TEST_DIR);

  // The shipped package: no page reachable from the web, only its own worker script, no test hook file.
  expect(shipped.web_accessible_resources).toBeUndefined();
  expect(shipped.background).toEqual({ type: 'module', scripts: ['background.js'] });
  const shippedFiles = filesUnder(FIREFOX_DIR);
  expect(shippedFiles).not.toContain('test-hooks.js');

  // The test build is the shipped one plus exactly those parts.
  expect(testing.background).toEqual({ type: 'module', scripts: ['test-hooks.js', 'background.js'] });
  expect(testing.web_accessible_resources).toEqual([
    { resources: ['popup.html', 'app.html', 'capture.html'], matches: ['http://127.0.0.1/*'] },
  ]);
  const { web_accessible_resources: _pages, background: _worker, ...rest } = testing;
  const { background: _shippedWorker, ...shippedRest } = shipped;
  expect(rest).toEqual(shippedRest);
  expect(filesUnder(FIREFOX_TEST_DIR)).toEqual([...shippedFiles, 'test-hooks.js'].sort());
});
