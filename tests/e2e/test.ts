import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Starts listening to a page's console for CSP violations. */
function watchPage(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

/** Watches every page a context opens from now on. */
function watchContext(context: BrowserContext, violations: string[]): void {
  for (const page of context.pages()) watchPage(page, violations);
  context.on('page', (page) => watchPage(page, violations));
}

/**
 * Has `browser.newContext` (which `browser.newPage` also goes through) watch the contexts it makes for the
 * duration of one test; answers the undo.
 */
function watchNewContexts(browser: Browser, violations: string[]): () => void {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original(...args);
    watchContext(context, violations);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/**
 * Playwright's test for web-app specs, with one addition: every page is watched for Content Security Policy
 * violations — the test's own page, further pages of its context and pages of contexts it opens — and a test
 * that caused any fails (RELIABILITY 19).
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, browser }, run) => {
      const violations: string[] = [];
      watchContext(context, violations);
      const undo = watchNewContexts(browser, violations);
      try {
        await run();
      } finally {
        undo();
      }
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
