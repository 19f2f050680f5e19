import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiAs, sharedToken } from './fixtures';
import { isExternal, LOCAL_ONLY, sharedAccount } from './fixtures-remote';

/** Ids of the shared account's projects (registration off), archived ones included. */
async function projectIds(token: string): Promise<Set<number>> {
  const projects = await apiAs<Array<{ id: number }>>(token, 'GET', '/projects?is_archived=true&per_page=500');
  return new Set(projects.map((p) => p.id));
}

/** Starts listening to a page's console for CSP violations. */
function watchPage(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
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
 * Playwright's test for web-app specs, with three additions: a test tagged `@local` (it needs the
 * local server's insides) is skipped with that reason against an external server (`E2E_API`), the
 * projects a test made on a shared account (registration off) are removed after it, and every page is
 * watched for Content Security Policy violations — the test's own page, further pages of its context and
 * pages of contexts it opens — and a test that caused any fails (RELIABILITY 19).
 */
export const test = base.extend<{ localOnly: void; sharedAccountCleanup: void; cspGuard: void }>({
  localOnly: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      if (isExternal() && testInfo.tags.includes('@local')) testInfo.skip(true, `${LOCAL_ONLY} (tagged @local)`);
      await use();
    },
    { auto: true },
  ],
  // With registration off every test shares one account: the projects a test made are removed after it.
  sharedAccountCleanup: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const account = sharedAccount();
      if (!account) return use();
      const token = await sharedToken(account);
      const before = await projectIds(token);
      await use();
      for (const id of await projectIds(token)) {
        if (!before.has(id)) await apiAs(token, 'DELETE', `/projects/${id}`).catch(() => undefined);
      }
    },
    { auto: true },
  ],
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
