import { expect, test } from './test';
import { loginInUi, signOutInUi, submitRegistration, uniqueUser } from './fixtures';
import { apiUser, ownServer } from './fixtures-accounts';
import { submitSignIn } from './fixtures-remote';

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
      // Clicked directly, not through submitSignIn: this test is about the 429 the helpers wait out.
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

      // Waits as long as the server said to: the sign-in after it must not be refused.
      await page.waitForTimeout(Number(answer.headers()['retry-after']) * 1000);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      expect(await submitSignIn(page)).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
    } finally {
      await server.close();
    }
  },
);

/**
 * Uses up the sign-in budget at the start of a fresh window (waiting for the next one when little of the
 * current one is left), so the next sign-in is refused for most of the period. That wait is the test's
 * own, not work: like the helpers' waits after a 429, it is added to the test's time limit.
 */
async function exhaustSignInBudget(base: string): Promise<void> {
  for (;;) {
    const answer = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody-at-all', password: 'wrong-password' }),
    });
    if (answer.status !== 429) continue;
    const left = Number(answer.headers.get('x-ratelimit-reset')) * 1000 - Date.now();
    if (left > 5000) return;
    test.info().setTimeout(test.info().timeout + left + 50);
    await new Promise((r) => setTimeout(r, left + 50));
  }
}

test(
  "the suite's form helpers wait out a rate-limited sign-in or registration (E2E_API against a server with a login rate limit), and only that",
  { tag: '@local' },
  async ({ page }) => {
    // Three sign-ins and a registration through the forms, each refused once, on a server of its own: over half
    // a minute of waiting out 429s (added to the limit as it happens) on top of four app loads, which on a
    // loaded 2-core machine alone came close to the default limit.
    test.slow();
    const server = await ownServer({ noAuthRateLimit: 3, rateLimitPeriodSeconds: 8 });
    try {
      const user = await apiUser(server.url, 'patient');
      const statuses: string[] = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === '/api/v1/login' || path === '/api/v1/register') statuses.push(`${path.slice(7)} ${r.status()}`);
      });
      // A wrong password: the 429 is waited out, the answer after it is the form's to show.
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await exhaustSignInBudget(server.url);
      expect(await submitSignIn(page)).toBe(412);
      await expect(page.getByRole('alert')).toContainText('Wrong username or password.');
      expect(statuses).toEqual(['/login 429', '/login 412']);

      statuses.length = 0;
      await exhaustSignInBudget(server.url);
      await loginInUi(page, user);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
      expect(statuses[0]).toBe('/login 429');
      expect(statuses.at(-1)).toBe('/login 200');

      await signOutInUi(page);
      statuses.length = 0;
      const newcomer = uniqueUser('patient');
      await page.goto(`${server.url}/register`);
      await page.getByLabel('Username').fill(newcomer.username);
      await page.getByLabel('Email address').fill(newcomer.email);
      await page.getByLabel('Password').fill(newcomer.password);
      await exhaustSignInBudget(server.url);
      await submitRegistration(page, newcomer);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(newcomer.username) })).toBeVisible();
      expect(statuses[0]).toBe('/register 429');
      expect(statuses).toContain('/register 200');
      expect(statuses.at(-1)).toBe('/login 200');
    } finally {
      await server.close();
    }
  },
);
