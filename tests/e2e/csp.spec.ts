import { expect, test } from '@playwright/test';
import { serverUrl } from './fixtures';
import { test as guarded } from './test';

test('the web app ships a strict CSP, and an injected inline script is refused and reported', async ({ page }) => {
  const response = await page.goto(`${serverUrl()}/login`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "connect-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expectInjectedScriptRefused(page);
});

/** Injects an inline script (the CSP refuses it) into a page of the app and checks that it did not run. */
async function injectRefusedScript(page: import('@playwright/test').Page) {
  await page.goto(`${serverUrl()}/login`);
  await expectInjectedScriptRefused(page);
}

/** Injects an inline script into the page it is on: it must not run, and the refusal is reported. */
async function expectInjectedScriptRefused(page: import('@playwright/test').Page) {
  // What the guard of every web spec (tests/e2e/test.ts) listens for.
  const reported = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()),
  );
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await reported;
}

// The guard of every web spec must fail these two tests: the violations happen on pages other than the
// test's own, in a second page of its context and in a page of a context the test opened.
guarded('the CSP guard also watches further pages of the context', async ({ context }) => {
  guarded.fail();
  await injectRefusedScript(await context.newPage());
});

guarded('the CSP guard also watches pages of contexts a test opens', async ({ browser }) => {
  guarded.fail();
  const other = await browser.newContext();
  try {
    await injectRefusedScript(await other.newPage());
  } finally {
    await other.close();
  }
});
