import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

const userMenu = (page: Page) => page.getByRole('button', { name: /^User menu of / });

test('user menu holds sign out; the header avatar is drawn at 40 and changes with the avatar settings', async ({
  page,
}) => {
  const user = await registerUser('navmenu');
  // The picture is fetched at size 40 and shown from an object URL (extension pages allow no remote images).
  const fetched = page.waitForRequest((r) =>
    new RegExp(`/api/v1/avatar/${user.username}\\?size=40&v=\\d+$`).test(r.url()),
  );
  await signInStored(page, user);
  await fetched;
  await expect(page.locator('.app-header').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const avatar = page.locator('.user-menu img.avatar');
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  // The picture is really there (a real server serves avatars only at /avatar/{username}).
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(avatar).toHaveAttribute('width', '40');
  const before = await avatar.getAttribute('src');

  await page.goto(`${serverUrl()}/user/settings/avatar`);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/user/settings/avatar'),
  );
  await page.getByRole('radio', { name: 'Marble' }).click();
  await saved;
  await expect(avatar).not.toHaveAttribute('src', before ?? '');

  await userMenu(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});
