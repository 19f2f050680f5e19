import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test for web-app specs, with one addition: every page is watched for Content
 * Security Policy violations, and a test that caused any fails (RELIABILITY 19).
 */
export const test = base.extend<{ cspGuard: void }>({
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
