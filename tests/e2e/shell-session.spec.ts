import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiUser, call, ownServer, signIn } from './fixtures-accounts';
import { answersPost, submitSignIn } from './fixtures-remote';

/** Short-lived tokens: 12 s, renewed a quarter of their life before expiry (at ~9 s). */
const TTL_S = 12;

/** Records each renewal call: its URL, when it was made (`at`) and the token it renewed (`renewed`). */
function countRenewals(target: Page | BrowserContext, path: RegExp, at: number[] = [], renewed: string[] = []) {
  const seen: string[] = [];
  target.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) {
      seen.push(request.url());
      at.push(Date.now());
      renewed.push(request.headers().authorization ?? '');
    }
  });
  return seen;
}

/** One authenticated round trip after the original token expired: the Upcoming page loads its tasks. */
async function stillWorks(page: Page) {
  const tasks = page.waitForResponse((r) => /\/api\/v1\/tasks(\/all)?\?/.test(r.url()));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Upcoming' }).click();
  expect((await tasks).status()).toBe(200);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const [compat, path] of [
  ['2', /\/api\/v1\/user\/token\/refresh$/],
  ['1', /\/api\/v1\/user\/token$/],
] as const) {
  test(
    `compat ${compat}: a session that expires mid-use renews in time, once per token, and keeps working`,
    { tag: '@local' },
    async ({ page }) => {
      const server = await ownServer({ compat, jwtTtlSeconds: TTL_S });
      try {
        const user = await apiUser(server.url, `renew${compat}`);
        const renewedAt: number[] = [];
        const renewals = countRenewals(page, path, renewedAt);
        const unauthorised: string[] = [];
        page.on('response', (r) => {
          if (r.status() === 401) unauthorised.push(r.url());
        });
        await signIn(page, server.url, user);
        const signedInAt = Date.now();
        await expect.poll(() => renewals.length, { timeout: TTL_S * 1000 }).toBe(1);
        // Past the first token's expiry, the app keeps working on the renewed one.
        await page.waitForTimeout(Math.max(0, signedInAt + TTL_S * 1000 + 500 - Date.now()));
        await stillWorks(page);
        expect(unauthorised).toEqual([]);
        // One renewal per token: the renewed token may itself be renewed later on its own schedule (on 1.x the
        // first renewal happens on load, so the second can fall inside this test), never twice in a row.
        expect(renewals.length).toBeGreaterThanOrEqual(1);
        for (let i = 1; i < renewedAt.length; i++)
          expect(renewedAt[i]! - renewedAt[i - 1]!).toBeGreaterThan((TTL_S * 1000) / 2);
      } finally {
        await server.close();
      }
    },
  );
}

test('two tabs across an expiry make exactly one refresh call', { tag: '@local' }, async ({ context }) => {
  const server = await ownServer({ compat: '2', jwtTtlSeconds: TTL_S });
  try {
    const user = await apiUser(server.url, 'tabs');
    const renewedAt: number[] = [];
    const renewedTokens: string[] = [];
    const renewals = countRenewals(context, /\/api\/v1\/user\/token\/refresh$/, renewedAt, renewedTokens);
    const first = await context.newPage();
    const signedIn = first.waitForResponse(answersPost('/login'));
    await signIn(first, server.url, user);
    const signedInAt = Date.now();
    const firstToken = `Bearer ${((await (await signedIn).json()) as { token: string }).token}`;
    const second = await context.newPage();
    await second.goto(server.url);
    await expect(second.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();

    await expect.poll(() => renewals.length, { timeout: TTL_S * 1000 }).toBeGreaterThanOrEqual(1);
    // Past the first token's expiry: both tabs must keep working on the one renewed token.
    await first.waitForTimeout(Math.max(0, signedInAt + TTL_S * 1000 + 500 - Date.now()));
    await stillWorks(first);
    await stillWorks(second);
    // Exactly one refresh call for the first token, from either tab. The renewed token is renewed in turn on its
    // own schedule (three quarters of its life later), which a slow machine reaches before these checks end:
    // that call renews another token, never the same one twice, and never right after the previous one.
    expect(renewedTokens.filter((token) => token === firstToken)).toHaveLength(1);
    expect(new Set(renewedTokens).size).toBe(renewedTokens.length);
    for (let i = 1; i < renewedAt.length; i++)
      expect(renewedAt[i]! - renewedAt[i - 1]!).toBeGreaterThan((TTL_S * 1000) / 2);
  } finally {
    await server.close();
  }
});

test(
  'a revoked session gets one refresh attempt, then login with the route remembered',
  { tag: '@local' },
  async ({ page }) => {
    const server = await ownServer({ compat: '2', jwtTtlSeconds: TTL_S });
    try {
      const user = await apiUser(server.url, 'revoked');
      const renewals = countRenewals(page, /\/api\/v1\/user\/token\/refresh$/);
      await signIn(page, server.url, user);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Upcoming' }).click();
      await page.getByLabel('Show tasks without dates').click();
      await expect(page).toHaveURL(/showNulls=false/);
      // Revoked on the server (e.g. a password reset elsewhere): the refresh cookie is worthless now.
      server.db.prepare('DELETE FROM sessions').run();

      await expect(page).toHaveURL(/\/login\?redirect=%2Ftasks%2Fby%2Fupcoming%3F.*showNulls%3Dfalse/, {
        timeout: TTL_S * 1000,
      });
      expect(renewals).toHaveLength(1);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill(user.password);
      await submitSignIn(page);
      await expect(page).toHaveURL(/\/tasks\/by\/upcoming\?.*showNulls=false/);
    } finally {
      await server.close();
    }
  },
);

test(
  'a save answered 401 after the session was revoked: one refresh, then login with the route and the unsaved text kept (RELIABILITY 13)',
  { tag: '@local' },
  async ({ page }) => {
    // Long-lived tokens: nothing but the person's own click finds out that the session is gone.
    const server = await ownServer({ compat: '2' });
    try {
      const user = await apiUser(server.url, 'midsave');
      const inbox = (
        await call<{ settings: { default_project_id: number } }>(server.url, 'GET', '/user', undefined, user.token)
      ).settings.default_project_id;
      const task = await call<{ id: number }>(
        server.url,
        'PUT',
        `/projects/${inbox}/tasks`,
        { title: 'Plan the trip' },
        user.token,
      );
      const renewals = countRenewals(page, /\/api\/v1\/user\/token\/refresh$/);
      await signIn(page, server.url, user);
      await page.goto(`${server.url}/tasks/${task.id}`);
      await page.getByRole('button', { name: 'Add a description' }).click();
      await page.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Book the night train');
      // Revoked elsewhere (a password change, "sign out everywhere"): the token and the refresh cookie stop working.
      server.db.prepare('DELETE FROM sessions').run();

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Ftasks%2F${task.id}`));
      await expect(page.getByLabel('Username')).toBeVisible();
      await expect(page.getByText('Your session has ended. Please sign in again.').first()).toBeVisible();
      // Not the server's own English words, and no further refresh for the failures that follow.
      await expect(page.getByText(/token|malformed|expired/i)).toHaveCount(0);
      // Checks that no second refresh follows: one would start within this second.
      await page.waitForTimeout(1000);
      expect(renewals).toHaveLength(1);

      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await submitSignIn(page);
      await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
      await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Book the night train');
    } finally {
      await server.close();
    }
  },
);

test(
  'a quick add typed when the session ends is still there after signing in again (RELIABILITY 13)',
  { tag: '@local' },
  async ({ page }) => {
    const server = await ownServer({ compat: '2', jwtTtlSeconds: TTL_S });
    try {
      const user = await apiUser(server.url, 'halfway');
      const inbox = (
        await call<{ settings: { default_project_id: number } }>(server.url, 'GET', '/user', undefined, user.token)
      ).settings.default_project_id;
      await signIn(page, server.url, user);
      await page.goto(`${server.url}/projects/${inbox}`);
      const field = page.getByLabel('New task');
      await field.fill('Call the plumber about the leak');
      server.db.prepare('DELETE FROM sessions').run();

      await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: TTL_S * 1000 });
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill(user.password);
      await submitSignIn(page);
      await expect(page).toHaveURL(new RegExp(`/projects/${inbox}/\\d+`));
      await expect(field).toHaveValue('Call the plumber about the leak');

      // Once added, the text is gone for good, also after a reload.
      await field.press('Enter');
      await expect(page.locator('.task-list').getByText('Call the plumber about the leak')).toBeVisible();
      await expect(field).toHaveValue('');
      await page.reload();
      await expect(page.locator('.task-list').getByText('Call the plumber about the leak')).toBeVisible();
      await expect(field).toHaveValue('');
    } finally {
      await server.close();
    }
  },
);

test(
  'opening the app with an expired token renews it once through the refresh cookie',
  { tag: '@local' },
  async ({ context }) => {
    const server = await ownServer({ compat: '2', jwtTtlSeconds: 3 });
    try {
      const user = await apiUser(server.url, 'reopen');
      const first = await context.newPage();
      await signIn(first, server.url, user);
      await first.close();
      // The 3-second token must have expired (for real: the server checks it) before the app opens again.
      await new Promise((resolve) => setTimeout(resolve, 3500));

      const at: number[] = [];
      const renewals = countRenewals(context, /\/api\/v1\/user\/token\/refresh$/, at);
      // Renewals made by the time the user's data first arrives: the opening's own.
      let atFirstUser: number | null = null;
      context.on('response', (response) => {
        if (atFirstUser === null && response.ok() && new URL(response.url()).pathname === '/api/v1/user')
          atFirstUser = renewals.length;
      });
      const page = await context.newPage();
      await page.goto(server.url);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
      // The heading may come from the kept cache, before the server's answer: wait for that answer itself.
      await expect.poll(() => atFirstUser).not.toBeNull();
      expect(atFirstUser).toBeGreaterThanOrEqual(1);
      // Renewed once at the opening: a later renewal can only be the renewed 3-second token's own timer, at half
      // its lifetime at the earliest (a slow machine may reach it before the user's data arrives).
      for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThan(1_500);
    } finally {
      await server.close();
    }
  },
);
