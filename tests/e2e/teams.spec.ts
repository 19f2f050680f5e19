import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('teams: create one, add a member, make them admin, remove them, delete the team', async ({ page }) => {
  const owner = await registerUser('teamowner');
  const friend = await registerUser('teamfriend');
  await signInStored(page, owner);
  await page.goto(`${serverUrl()}/teams`);
  await expect(page.getByText('You are not in any team yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please specify a name.')).toBeVisible();
  await page.getByLabel('New team').fill('Gardeners');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Team Gardeners' })).toBeVisible();

  await page.getByLabel('Add a member by username').fill(friend.username);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.locator('.label-row', { hasText: `@${friend.username}` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Make admin' }).click();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  const teams = await apiAs<Array<{ id: number; members: Array<{ username: string; admin: boolean }> }>>(
    friend.token,
    'GET',
    '/teams',
  );
  expect(teams[0]?.members.find((m) => m.username === friend.username)?.admin).toBe(true);

  await row.getByRole('button', { name: `Remove ${friend.username}` }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete team' }).click();
  await page.getByRole('button', { name: 'Delete the team for good' }).click();
  await expect(page).toHaveURL(`${serverUrl()}/teams`);
  await expect(page.getByText('You are not in any team yet.')).toBeVisible();
});
