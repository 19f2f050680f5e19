import { expect, test as base } from '@playwright/test';
import { apiAs, sharedToken } from './fixtures';
import { isExternal, LOCAL_ONLY, sharedAccount } from './fixtures-remote';

/** Ids of the shared account's projects (registration off), archived ones included. */
async function projectIds(token: string): Promise<Set<number>> {
  const projects = await apiAs<Array<{ id: number }>>(token, 'GET', '/projects?is_archived=true&per_page=500');
  return new Set(projects.map((p) => p.id));
}

/**
 * Playwright's test for web-app specs, with three additions: a test tagged `@local` (it needs the
 * local server's insides) is skipped with that reason against an external server (`E2E_API`), the
 * projects a test made on a shared account (registration off) are removed after it, and every page is watched for Content Security Policy violations, and a test that caused any fails
 * (RELIABILITY 19).
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
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
