import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('saved filters: build one with completions, see its tasks, edit it, delete it', async ({ page }) => {
  const user = await registerUser('filters');
  const inbox = await inboxOf(user.token);
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Urgent thing', priority: 4 });
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Calm thing', priority: 1 });

  await signInStored(page, user);
  await page.goto(`${serverUrl()}/filters/new`);
  const dialog = page.getByRole('dialog', { name: 'New saved filter' });
  await dialog.getByLabel('Title').fill('Important');
  await expect(dialog.getByRole('button', { name: 'Create filter' })).toBeEnabled();

  const query = dialog.getByRole('combobox', { name: 'Filter' });
  await query.fill('');
  await query.pressSequentially('pri');
  await expect(dialog.getByRole('option', { name: 'priority' })).toBeVisible();
  await query.press('Enter');
  await expect(query).toHaveValue('priority ');
  await query.pressSequentially('>= banana');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create filter' })).toBeDisabled();
  await query.fill('priority >= 3');
  await dialog.getByRole('button', { name: 'Create filter' }).click();

  await expect(page.getByRole('heading', { name: 'Important' })).toBeVisible();
  await expect(page.getByText('Urgent thing')).toBeVisible();
  await expect(page.getByText('Calm thing')).toHaveCount(0);

  await page.getByLabel('Project settings').click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit saved filter' });
  await edit.getByRole('combobox', { name: 'Filter' }).fill('priority < 3');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Calm thing')).toBeVisible();
  await expect(page.getByText('Urgent thing')).toHaveCount(0);

  await page.getByLabel('Project settings').click();
  await page.getByRole('link', { name: 'Delete saved filter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(`${serverUrl()}/`);
});
