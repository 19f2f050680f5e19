import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, loginInUi, registerUser, serverUrl } from './fixtures';

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

test('subscribe: optimistic toggle that persists, and reverts when the server refuses', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'psub', 'Newsletter');
  const subscription = async () =>
    (await apiAs<{ subscription: unknown }>(user.token, 'GET', `/projects/${projectId}`)).subscription;
  // Choosing an entry closes the menu: each step opens it again.
  const entry = async (name: 'Subscribe' | 'Unsubscribe') => {
    await menu(page).click();
    return page.getByRole('button', { name, exact: true });
  };

  await (await entry('Subscribe')).click();
  await expect(page.getByText('You are now subscribed to this project.')).toBeVisible();
  await expect(await entry('Unsubscribe')).toBeVisible();
  await expect.poll(subscription).not.toBeNull();

  await page.reload();
  await expect(await entry('Unsubscribe')).toBeVisible();

  await page.route('**/api/v1/subscriptions/project/*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Storage is down.' } }),
  );
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('Storage is down.')).toBeVisible();
  await expect(await entry('Unsubscribe')).toBeVisible();
  await page.unrouteAll();
  expect(await subscription()).not.toBeNull();

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('You are no longer subscribed to this project.')).toBeVisible();
  await expect.poll(subscription).toBeNull();
  await page.reload();
  await expect(await entry('Subscribe')).toBeVisible();
});
