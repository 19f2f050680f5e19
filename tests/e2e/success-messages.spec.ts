import { expect, test } from './test';
import { apiAs, createNotification, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

const toast = (page: import('@playwright/test').Page, text: string) => page.locator('.toasts').getByText(text);

test('success messages: quick add, sidebar project, duplicate, team, label edit and delete, notifications read', async ({
  page,
}) => {
  const user = await registerUser('toasts');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
  await apiAs(user.token, 'PUT', '/labels', { title: 'Errands' });
  await createNotification(user);
  await signInStored(page, user);

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
