import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, loginInUi, registerUser, serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';

type User = Awaited<ReturnType<typeof registerUser>>;

/** A fresh user with one project, signed in and looking at it. */
async function openProject(page: Page, prefix: string, title: string): Promise<{ user: User; projectId: number }> {
  const user = await registerUser(prefix);
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return { user, projectId: project.id };
}

const menu = (page: Page) =>
  page.getByRole('button', { name: 'Project settings' }).or(page.getByLabel('Project settings')).first();

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
