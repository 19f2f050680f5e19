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

test('teams: the description is rich text to an admin and read as text by a member, never as markup', async ({
  browser,
  page,
}) => {
  const owner = await registerUser('teamdescowner');
  const member = await registerUser('teamdescmember');
  const team = await apiAs<{ id: number }>(owner.token, 'PUT', '/teams', {
    name: 'Writers',
    description: '<p>Our <strong>crew</strong></p>',
  });
  await apiAs(owner.token, 'PUT', `/teams/${team.id}/members`, { username: member.username });

  await signInStored(page, owner);
  await page.goto(`${serverUrl()}/teams/${team.id}/edit`);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await expect(editor).toContainText('Our crew');
  await expect(editor.locator('strong')).toHaveText('crew');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' of five');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => (await apiAs<{ description: string }>(owner.token, 'GET', `/teams/${team.id}`)).description)
    .toBe('<p>Our <strong>crew of five</strong></p>'); // typed at the bold word's end, the text stays bold

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await signInStored(memberPage, member);
  await memberPage.goto(`${serverUrl()}/teams/${team.id}/edit`);
  const description = memberPage.locator('.team-description');
  await expect(description).toContainText('Our crew of five');
  await expect(description).not.toContainText('<p>');
  await expect(memberPage.getByRole('textbox', { name: 'Description' })).toHaveCount(0);
  await context.close();
});
