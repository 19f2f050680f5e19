import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('project edit: the description is rich text, and a colour can be removed; no colour stays no colour', async ({
  page,
}) => {
  const user = await registerUser('pedit');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', {
    title: 'Garden',
    description: '<p>Grow <strong>tulips</strong></p>',
  });
  const saved = () =>
    apiAs<{ title: string; hex_color: string; description: string }>(user.token, 'GET', `/projects/${project.id}`);
  await signInStored(page, user);

  await page.goto(`${serverUrl()}/projects/${project.id}/settings/edit`);
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveText('Grow tulips');
  await expect(description.locator('strong')).toHaveText('tulips');
  await expect(dialog.getByText('No colour')).toBeVisible();
  await description.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' in spring');
  await dialog.getByLabel('Title').fill('Garden 2026');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await saved()).title).toBe('Garden 2026');
  expect((await saved()).hex_color).toBe('');
  expect((await saved()).description).toBe('<p>Grow <strong>tulips in spring</strong></p>');

  await page.goto(`${serverUrl()}/projects/${project.id}/settings/edit`);
  await dialog.getByLabel('Colour').fill('#e8445a');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await saved()).hex_color).toBe('e8445a');

  await page.goto(`${serverUrl()}/projects/${project.id}/settings/edit`);
  await dialog.getByRole('button', { name: 'Remove colour' }).click();
  await expect(dialog.getByText('No colour')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await saved()).hex_color).toBe('');
});

test('labels: a new label has no colour unless one is picked, and editing keeps it so', async ({ page }) => {
  const user = await registerUser('lcolour');
  const labels = () => apiAs<Array<{ title: string; hex_color: string }>>(user.token, 'GET', '/labels');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/labels`);
  await page.getByLabel('New label').fill('Plain');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.label-chip', { hasText: 'Plain' })).toBeVisible();
  expect((await labels()).map((l) => [l.title, l.hex_color])).toEqual([['Plain', '']]);

  await page.getByRole('button', { name: 'Edit label Plain' }).click();
  const editor = page.getByRole('form', { name: 'Edit label Plain' });
  await editor.getByLabel('Title').fill('Still plain');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.label-chip', { hasText: 'Still plain' })).toBeVisible();
  expect((await labels()).map((l) => [l.title, l.hex_color])).toEqual([['Still plain', '']]);

  await page.getByRole('button', { name: 'Edit label Still plain' }).click();
  const again = page.getByRole('form', { name: 'Edit label Still plain' });
  await again.getByLabel('Colour').fill('#1973ff');
  await again.getByRole('button', { name: 'Remove colour' }).click();
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await labels()).map((l) => l.hex_color)).toEqual(['']);
});
