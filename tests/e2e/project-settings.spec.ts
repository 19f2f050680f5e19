import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('project settings: edit, archive and unarchive, duplicate, delete; the default project is protected', async ({
  page,
}) => {
  const user = await registerUser('psettings');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
  await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Plant tulips' });
  await signInStored(page, user);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Garden' }).click();

  const openMenu = async (item: string) => {
    await page
      .getByRole('button', { name: 'Project settings' })
      .or(page.getByLabel('Project settings'))
      .first()
      .click();
    await page.getByRole('link', { name: item }).click();
  };

  await openMenu('Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Please specify a title.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Garden 2026');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Garden 2026' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Garden 2026' })).toBeVisible();

  await openMenu('Archive');
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New task')).toHaveCount(0);
  await openMenu('Unarchive');
  await page.getByRole('dialog').getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByLabel('New task')).toBeVisible();

  await openMenu('Duplicate');
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/projects/${project.id}(/|$)`));
  await expect(page.getByTestId('task-row').filter({ hasText: 'Plant tulips' })).toBeVisible();

  await page.goto(`${serverUrl()}/projects/${project.id}`);
  await openMenu('Delete project');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(`${serverUrl()}/`);
  await expect
    .poll(async () =>
      (await apiAs<Array<{ id: number }>>(user.token, 'GET', '/projects')).some((p) => p.id === project.id),
    )
    .toBe(false);

  const inbox = await inboxOf(user.token);
  await page.goto(`${serverUrl()}/projects/${inbox}/settings/delete`);
  await expect(page.getByRole('dialog').getByText('This is your default project: it cannot be deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete for good' })).toBeDisabled();
});
