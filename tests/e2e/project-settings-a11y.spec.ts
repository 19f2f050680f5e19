import { expect, test } from './test';
import { serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';
import { openProject, menu } from './project-settings-fixtures';

test('axe finds no WCAG 2.1 A/AA violation in the menu and the views, background, webhooks and new-project screens', async ({
  page,
}) => {
  const { projectId } = await openProject(page, 'pa11y', 'Accessible');
  await menu(page).click();
  expect(await axeViolations(page), 'menu').toEqual([]);
  const screens: Array<[string, string]> = [
    ['views', 'New view'],
    ['background', 'Upload an image'],
    ['webhooks', 'task.created'],
  ];
  for (const [name, ready] of screens) {
    await page.goto(`${serverUrl()}/projects/${projectId}/settings/${name}`);
    await expect(page.getByRole('dialog').getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page), name).toEqual([]);
  }
  await page.goto(`${serverUrl()}/projects/${projectId}/new`);
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Please specify a title.')).toBeVisible();
  expect(await axeViolations(page), 'new sub-project').toEqual([]);
});
