import { expect, test } from './test';
import { registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('/labels/new and /teams/new are modals that ask for a title or name', async ({ page }) => {
  const user = await registerUser('newmodals');
  await signInStored(page, user);

  await page.goto(`${serverUrl()}/labels/new`);
  const labelDialog = page.getByRole('dialog', { name: 'New label' });
  await labelDialog.getByRole('button', { name: 'Create' }).click();
  await expect(labelDialog.getByText('Please specify a title.')).toBeVisible();
  await labelDialog.getByLabel('New label').fill('Someday');
  await labelDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/labels$/);
  await expect(page.locator('.label-chip', { hasText: 'Someday' })).toBeVisible();

  await page.goto(`${serverUrl()}/teams/new`);
  const teamDialog = page.getByRole('dialog', { name: 'New team' });
  await teamDialog.getByRole('button', { name: 'Create' }).click();
  await expect(teamDialog.getByText('Please specify a name.')).toBeVisible();
  await teamDialog.getByLabel('New team').fill('Band');
  await teamDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/teams\/\d+\/edit$/);
});
