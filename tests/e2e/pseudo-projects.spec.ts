import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('pseudo-projects in their real shapes: one Favourites entry without a star, the filter menu from the header', async ({
  page,
}) => {
  const user = await registerUser('pseudo');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Starred' });
  await apiAs(user.token, 'POST', `/tasks/${task.id}`, { title: 'Starred', is_favorite: true });
  const filter = await apiAs<{ id: number }>(user.token, 'PUT', '/filters', {
    title: 'Open ones',
    filters: { filter: 'done = false' },
  });
  const filterProject = -filter.id - 1;
  // The permission of a single read is in its header; the body's field is not relied on.
  await page.route(`**/api/v1/projects/${filterProject}`, async (route) => {
    const res = await route.fetch();
    const { max_permission: _dropped, ...body } = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: body });
  });
  await signInStored(page, user);

  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await expect(nav.getByTestId('sidebar-favourites').getByRole('link', { name: 'Favourites' })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Favourites', exact: true })).toHaveCount(1);
  await expect(nav.getByRole('button', { name: 'Remove Favourites from favourites' })).toHaveCount(0);

  await page.goto(`${serverUrl()}/projects/-1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About Favourites' })).toHaveCount(0);
  await expect(page.getByRole('main').getByLabel('Project settings')).toHaveCount(0);

  await page.goto(`${serverUrl()}/projects/${filterProject}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Open ones' })).toBeVisible();
  await page.getByRole('main').getByLabel('Project settings').click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Edit' })).toBeVisible();
});
