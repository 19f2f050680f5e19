import { expect, test } from './test';
import { registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('a signed-in visitor on /login follows ?redirect, to app routes only', async ({ page }) => {
  const user = await registerUser('navredir');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/login?redirect=${encodeURIComponent('/labels')}`);
  await expect(page).toHaveURL(`${serverUrl()}/labels`);
  await page.goto(`${serverUrl()}/login?redirect=${encodeURIComponent('//elsewhere.invalid/x')}`);
  await expect(page).toHaveURL(`${serverUrl()}/`);
});
