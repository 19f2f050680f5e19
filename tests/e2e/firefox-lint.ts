import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The shipped Firefox MV3 build, the one `web-ext lint` checks. */
export const FIREFOX_DIR = resolve('.output/firefox-mv3');
const WEB_EXT = resolve('node_modules/.bin/web-ext');
const ARGS = ['lint', '--source-dir', FIREFOX_DIR, '--output', 'json', '--no-config-discovery'];
/** Where the lint started by the global setup leaves its JSON report once it has finished. */
const REPORT_ENV = 'E2E_FIREFOX_LINT_REPORT';

/**
 * In a whole run (`npm run test:e2e`, whose build came just before), starts `web-ext lint` of the shipped Firefox
 * build in the background, so its ~10 s of CPU overlap the first tests instead of holding a worker; the lint
 * test then reads its report. Targeted runs (`npx playwright test <spec>`) start nothing: the test lints itself.
 * Answers the teardown, which stops a lint still running.
 */
export function startFirefoxLintEarly(): () => void {
  if (process.env.npm_lifecycle_event !== 'test:e2e' || !existsSync(join(FIREFOX_DIR, 'manifest.json')))
    return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'vk-web-ext-lint-'));
  const report = join(dir, 'report.json');
  const out = openSync(`${report}.part`, 'w');
  const child = spawn(WEB_EXT, ARGS, { stdio: ['ignore', out, 'ignore'] });
  closeSync(out); // the child has its own copy
  // Renamed only once the lint has ended (or failed to start: an empty report fails the test): the test waits for it.
  child.on('close', () => {
    if (existsSync(`${report}.part`)) renameSync(`${report}.part`, report);
  });
  process.env[REPORT_ENV] = report;
  return () => {
    if (child.exitCode === null) child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** The JSON report of `web-ext lint` on the shipped Firefox build: the background one when started, else run now. */
export async function firefoxLintReport(): Promise<string> {
  const report = process.env[REPORT_ENV];
  if (report) {
    while (!existsSync(report)) await new Promise((r) => setTimeout(r, 250));
    return readFileSync(report, 'utf8');
  }
  try {
    return execFileSync(WEB_EXT, ARGS, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    // web-ext exits non-zero when it finds errors; the report is still on stdout.
    return String((error as { stdout?: string }).stdout ?? '');
  }
}
