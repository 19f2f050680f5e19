import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('quick actions: a new task is parsed, goes to the project behind the open task, and says so; the header keeps the project title', async ({
  page,
}) => {
  const user = await registerUser('navtask');
  const garden = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
  await apiAs(user.token, 'PUT', `/projects/${garden.id}/tasks`, { title: 'Seed the lawn' });
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${garden.id}`);
  await expect(page.locator('.app-header .header-project')).toHaveText('Garden');
  await page.getByRole('link', { name: 'Seed the lawn' }).click();
  await expect(page.getByRole('dialog', { name: 'Seed the lawn' })).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await expect(page.locator('.app-header .header-project')).toHaveText('Garden');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search or run a command' });
  await palette.fill('new task');
  await page.keyboard.press('Enter');
  await expect(page.locator('.quick-actions .badge')).toHaveText('New task');
  await palette.fill('Buy a rake *tools !3');
  await page.keyboard.press('Enter');
  await expect(page.locator('.toasts').getByText('The task was created.')).toBeVisible();

  const tasks = await apiAs<Array<{ title: string; priority: number; labels: Array<{ title: string }> | null }>>(
    user.token,
    'GET',
    `/projects/${garden.id}/views/${(await apiAs<Array<{ id: number }>>(user.token, 'GET', `/projects/${garden.id}/views`))[0]?.id}/tasks`,
  );
  const rake = tasks.find((task) => task.title === 'Buy a rake');
  expect(rake?.priority).toBe(3);
  expect(rake?.labels?.map((l) => l.title)).toEqual(['tools']);
});

test('quick actions find saved filters and Favourites; sidebar rows unfavourite and open filter settings', async ({
  page,
}) => {
  const user = await registerUser('navfind');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Starred one' });
  await apiAs(user.token, 'POST', `/tasks/${task.id}`, { title: 'Starred one', is_favorite: true });
  await apiAs(user.token, 'PUT', '/filters', { title: 'Due soon', filters: { filter: 'done = false' } });
  const orchard = await apiAs<{ id: number; title: string }>(user.token, 'PUT', '/projects', { title: 'Orchard' });
  await apiAs(user.token, 'POST', `/projects/${orchard.id}`, { ...orchard, is_favorite: true });
  await signInStored(page, user);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search or run a command' });
  await palette.fill('due so');
  await expect(page.getByRole('option', { name: /Project\s*Due soon/ })).toBeVisible();
  await palette.fill('favour');
  await page.getByRole('option', { name: /Project\s*Favourites/ }).click();
  await expect(page).toHaveURL(/\/projects\/-1/);

  const favourites = page.getByTestId('sidebar-favourites');
  await expect(favourites.getByRole('link', { name: 'Orchard' })).toBeVisible();
  await favourites.getByRole('button', { name: 'Remove Orchard from favourites' }).click();
  await expect(favourites.getByRole('link', { name: 'Orchard' })).toHaveCount(0);

  const filters = page.getByTestId('sidebar-filters');
  await filters.getByRole('button', { name: 'Settings of Due soon' }).click();
  const entries = (await filters.locator('.dropdown-content .menu-list > li').allTextContents()).map((text) =>
    text.trim(),
  );
  expect(entries).toEqual(['Edit', 'Views', 'Delete saved filter']);
  await filters.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit saved filter' })).toBeVisible();
});
