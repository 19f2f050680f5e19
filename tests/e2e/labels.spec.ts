import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('labels: create, rename and recolour, and delete; tasks show their labels', async ({ page }) => {
  const user = await registerUser('labels');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/labels`);
  await expect(page.getByText('No labels yet.')).toBeVisible();

  await page.getByLabel('New label').fill('Errands');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.label-chip', { hasText: 'Errands' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit label Errands' }).click();
  const editor = page.getByRole('form', { name: 'Edit label Errands' });
  await editor.getByLabel('Title').fill('Shopping');
  await editor.getByLabel('Colour').fill('#1973ff');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  const chip = page.locator('.label-chip', { hasText: 'Shopping' });
  await expect(chip).toHaveCSS('background-color', 'rgb(25, 115, 255)');
  // White on this blue is 4.3:1, under AA: the chip's text is black.
  await expect(chip).toHaveCSS('color', 'rgb(0, 0, 0)');

  const labels = await apiAs<Array<{ id: number; title: string; hex_color: string }>>(user.token, 'GET', '/labels');
  expect(labels.map((l) => [l.title, l.hex_color])).toEqual([['Shopping', '1973ff']]);
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Milk' });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/labels`, { label_id: labels[0]!.id });
  await page.goto(`${serverUrl()}/projects/${inbox}`);
  await expect(
    page.getByTestId('task-row').filter({ hasText: 'Milk' }).locator('.label-chip', { hasText: 'Shopping' }),
  ).toBeVisible();

  await page.goto(`${serverUrl()}/labels`);
  await page.getByRole('button', { name: 'Edit label Shopping' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('No labels yet.')).toBeVisible();
});
