import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { loginInUi, registerUser, serverUrl } from './fixtures';

type User = Awaited<ReturnType<typeof registerUser>>;

async function signIn(page: Page, user: User) {
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
}

test('a signed-in visitor on /login follows ?redirect, to app routes only', async ({ page }) => {
  const user = await registerUser('navredir');
  await signIn(page, user);
  await page.goto(`${serverUrl()}/login?redirect=${encodeURIComponent('/labels')}`);
  await expect(page).toHaveURL(`${serverUrl()}/labels`);
  await page.goto(`${serverUrl()}/login?redirect=${encodeURIComponent('//elsewhere.invalid/x')}`);
  await expect(page).toHaveURL(`${serverUrl()}/`);
});
