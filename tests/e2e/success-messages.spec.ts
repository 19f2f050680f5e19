import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { apiAs, createNotification, loginInUi, registerUser, serverUrl } from './fixtures';

test('data export: the mailed link asks for the password and downloads the zip as a file', async ({ page }) => {
  const user = await registerUser('export');
  await apiAs(user.token, 'POST', '/user/export/request', { password: user.password });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);

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

const toast = (page: import('@playwright/test').Page, text: string) => page.locator('.toasts').getByText(text);

test('success messages: quick add, sidebar project, duplicate, team, label edit and delete, notifications read', async ({
  page,
}) => {
  const user = await registerUser('toasts');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
  await apiAs(user.token, 'PUT', '/labels', { title: 'Errands' });
  await createNotification(user);
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);

  await page.goto(`${serverUrl()}/projects/${project.id}`);
  await page.getByLabel('New task').fill('Plant tulips');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'The task was created.')).toBeVisible();

  await page.getByLabel('New project').fill('Shed');
  await page.getByLabel('New project').press('Enter');
  await expect(toast(page, 'The project “Shed” was created.')).toBeVisible();

  await page.goto(`${serverUrl()}/projects/${project.id}/settings/duplicate`);
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(toast(page, 'The project was duplicated.')).toBeVisible();

  await page.goto(`${serverUrl()}/teams`);
  await page.getByLabel('New team').fill('Gardeners');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'The team was created.')).toBeVisible();

  await page.goto(`${serverUrl()}/labels`);
  await page.getByRole('button', { name: 'Edit label Errands' }).click();
  await page.getByRole('form', { name: 'Edit label Errands' }).getByLabel('Title').fill('Chores');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'The label was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit label Chores' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(toast(page, 'The label was deleted.')).toBeVisible();

  await page.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toast(page, 'All notifications were marked as read.')).toBeVisible();
});

test('quick actions: grouped results; a picked label fills its prefix and filters the task search', async ({
  page,
}) => {
  const user = await registerUser('palettelabels');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Family' });
  const label = await apiAs<{ id: number }>(user.token, 'PUT', '/labels', { title: 'Urgent' });
  const mum = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Call mum' });
  await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Call dad' });
  await apiAs(user.token, 'PUT', `/tasks/${mum.id}/labels`, { label_id: label.id });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search or run a command' });
  await palette.fill('urg');
  const listbox = page.getByRole('listbox', { name: 'Results' });
  await expect(listbox.getByRole('group', { name: 'Labels' }).getByRole('option', { name: /Urgent/ })).toBeVisible();
  await palette.fill('call');
  await expect(listbox.getByRole('group', { name: 'Tasks' }).getByRole('option')).toHaveCount(2);
  await palette.fill('urg');
  await listbox.getByRole('option', { name: /Urgent/ }).click();
  await expect(palette).toHaveValue('*Urgent ');
  const tasks = listbox.getByRole('group', { name: 'Tasks' });
  await expect(tasks.getByRole('option', { name: /Call mum/ })).toBeVisible();
  await expect(tasks.getByRole('option')).toHaveCount(1);
});

test('list rows show a priority from medium up', async ({ page }) => {
  const user = await registerUser('priority');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Chores' });
  for (const [title, priority] of [
    ['Dust', 1],
    ['Vacuum', 2],
    ['Fix the leak', 4],
  ] as const) {
    await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title, priority });
  }
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/projects/${project.id}`);
  const row = (title: string) => page.getByTestId('task-row').filter({ hasText: title });
  await expect(row('Vacuum').getByTestId('priority')).toHaveText('Medium');
  await expect(row('Fix the leak').getByTestId('priority')).toHaveText('Urgent');
  await expect(row('Fix the leak').getByTestId('priority')).toHaveClass(/priority-high/);
  await expect(row('Dust')).toBeVisible();
  await expect(row('Dust').getByTestId('priority')).toHaveCount(0);
});

test('/labels/new and /teams/new are modals that ask for a title or name', async ({ page }) => {
  const user = await registerUser('newmodals');
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);

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

test('sharing finds people by part of their name; team members need a pick', async ({ page }) => {
  const owner = await registerUser('pickowner');
  const friend = await registerUser('pickfriend');
  const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Trip' });
  const team = await apiAs<{ id: number }>(owner.token, 'PUT', '/teams', { name: 'Crew' });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, owner);

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

test('saved filter editor: show done tasks adds and removes done = false; the help gives the ranges', async ({
  page,
}) => {
  const user = await registerUser('filtereditor');
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/filters/new`);
  const dialog = page.getByRole('dialog');
  const query = dialog.getByLabel('Filter', { exact: true });
  const showDone = dialog.getByLabel('Show done tasks');
  await expect(query).toHaveValue('done = false');
  await expect(showDone).not.toBeChecked();
  await expect(dialog.getByText(/Priority goes from 1 to 5, percentDone from 0 to 100/)).toBeVisible();
  await showDone.check();
  await expect(query).toHaveValue('');
  await query.fill('priority >= 3');
  await showDone.uncheck();
  await expect(query).toHaveValue('done = false && priority >= 3');
});
