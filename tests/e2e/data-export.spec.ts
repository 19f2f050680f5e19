import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('data export: the mailed link asks for the password and downloads the zip as a file', async ({ page }) => {
  const user = await registerUser('export');
  await apiAs(user.token, 'POST', '/user/export/request', { password: user.password });
  await signInStored(page, user);

  await page.goto(`${serverUrl()}/user/settings/data-export`);
  await page.getByRole('link', { name: 'Download export' }).click();
  await expect(page).toHaveURL(/\/user\/export\/download$/);
  await page.getByRole('button', { name: 'Download export' }).click();
  await expect(page.getByText('Please enter your password')).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('vikunja-export.zip');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(page).toHaveURL(/\/user\/export\/download$/);
});
