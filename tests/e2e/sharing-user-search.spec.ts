import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('sharing finds people by part of their name; team members need a pick', async ({ page }) => {
  const owner = await registerUser('pickowner');
  const friend = await registerUser('pickfriend');
  const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Trip' });
  const team = await apiAs<{ id: number }>(owner.token, 'PUT', '/teams', { name: 'Crew' });
  await signInStored(page, owner);

  await page.goto(`${serverUrl()}/projects/${project.id}/settings/share`);
  const dialog = page.getByRole('dialog', { name: 'Share “Trip”' });
  await dialog.getByRole('button', { name: 'Share' }).first().click();
  await expect(dialog.getByText('Please select a user.')).toBeVisible();
  await dialog.getByLabel('Search people by name, username or email').fill(friend.username.slice(0, -2));
  await dialog.getByRole('option', { name: friend.username }).click();
  await dialog.getByRole('button', { name: 'Share' }).first().click();
  await expect(dialog.getByLabel(`Permission of ${friend.username}`)).toBeVisible();
  const shared = await apiAs<Array<{ username: string }>>(owner.token, 'GET', `/projects/${project.id}/users`);
  expect(shared.map((u) => u.username)).toEqual([friend.username]);

  await page.goto(`${serverUrl()}/teams/${team.id}/edit`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Please select a user.')).toBeVisible();
});
