import { expect, test } from './test';
import { apiAs } from './fixtures';
import { openProject, menu } from './project-settings-fixtures';

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
