import { expect, test } from './test';
import { apiUser, ownServer } from './fixtures-accounts';

test(
  'a rate-limited sign-in says to wait, and signing in works once the wait is over',
  { tag: '@local' },
  async ({ page }) => {
    const server = await ownServer({ noAuthRateLimit: 3, rateLimitPeriodSeconds: 4 });
    try {
      const user = await apiUser(server.url, 'limited'); // register + login: the budget's first two
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answered).status()).toBe(412);
      const limited = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      const answer = await limited;
      expect(answer.status()).toBe(429);
      expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('alert')).not.toContainText('Wrong username or password');

      await page.waitForTimeout(Number(answer.headers()['retry-after']) * 1000);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
    } finally {
      await server.close();
    }
  },
);
