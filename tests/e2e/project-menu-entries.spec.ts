import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { openProject, menu, openMenuLink } from './project-settings-fixtures';
import { signInStored } from './fixtures-session';

test('create a sub-project from the menu', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'psubp', 'House');
  await openMenuLink(page, 'New sub-project');
  const dialog = page.getByRole('dialog', { name: 'New sub-project of House' });
  await expect(dialog.getByLabel('Parent project')).toHaveValue(String(projectId));
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Please specify a title.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Kitchen');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
  const projects = await apiAs<Array<{ title: string; parent_project_id: number }>>(user.token, 'GET', '/projects');
  expect(projects.find((p) => p.title === 'Kitchen')?.parent_project_id).toBe(projectId);
});

test("the default project's archive and delete entries are disabled and say why", async ({ page }) => {
  const user = await registerUser('pdefault');
  const inbox = await inboxOf(user.token);
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${inbox}`);
  await menu(page).click();
  const archive = page.getByRole('button', { name: 'Archive', exact: true });
  await expect(archive).toBeDisabled();
  // The reason is the shared tooltip (on hover and focus), not a title attribute.
  await expect(archive).not.toHaveAttribute('title');
  await archive.hover();
  await expect(page.getByRole('tooltip')).toHaveText('This is your default project: it cannot be archived.');
  await expect(archive).toHaveAccessibleDescription('This is your default project: it cannot be archived.');
  const remove = page.getByRole('button', { name: 'Delete project', exact: true });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('This is your default project: it cannot be deleted.');
  await archive.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/projects/${inbox}/\\d+$`));
  await expect(page.getByRole('link', { name: 'Views', exact: true })).toBeVisible();
});
