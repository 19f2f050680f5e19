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
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    serviceWorkers: 'block', // the web build's worker would answer from its cache; tests/e2e/offline-pwa.spec.ts allows it
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
