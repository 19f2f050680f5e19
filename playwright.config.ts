import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Against `E2E_API` the suite runs once, on that server; locally once per imitated release. */
const external = Boolean(process.env.E2E_API);
/** Tests whose behaviour differs between releases run against every release the local server imitates. */
const RELEASE_DEPENDENT = /@release/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // One retry, so a rare timing hiccup on a loaded 2-core CI machine does not fail the run; a test that
  // passes only on its retry is still listed as flaky in the report, and is a bug to fix.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    serviceWorkers: 'block', // the web build's worker would answer from its cache; tests/e2e/offline-pwa.spec.ts allows it
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: external
    ? [{ name: 'remote' }]
    : [
        { name: 'compat-2', metadata: { compat: '2' } },
        { name: 'compat-1', metadata: { compat: '1' }, grep: RELEASE_DEPENDENT },
        { name: 'compat-0.24', metadata: { compat: '0.24' }, grep: RELEASE_DEPENDENT },
      ],
});
