import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

async function headerMenu(page: Page, item: string) {
  await page.getByLabel('Project settings').click();
  await page.getByRole('link', { name: item, exact: true }).click();
}

const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('projectHistory') ?? '[]') as number[]);

test('deleting a project removes it and its children from the history', async ({ page }) => {
  const user = await registerUser('phist');
  const parent = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Parent' });
  const child = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', {
    title: 'Child',
    parent_project_id: parent.id,
  });
  const keep = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Keeper' });
  await signInStored(page, user);
  for (const id of [keep.id, child.id, parent.id]) {
    await page.goto(`${serverUrl()}/projects/${id}`);
    await expect(page.locator('#project-view-title')).toBeVisible();
  }
  await expect.poll(() => storedHistory(page)).toEqual([parent.id, child.id, keep.id]);

  await headerMenu(page, 'Delete project');
  const dialog = page.getByRole('dialog', { name: 'Delete project' });
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The project was deleted.')).toBeVisible();
  await expect(page).toHaveURL(`${serverUrl()}/`);
  await expect.poll(() => storedHistory(page)).toEqual([keep.id]);
  await expect(page.getByTestId('last-viewed').getByRole('link')).toHaveText(['Keeper']);
});
