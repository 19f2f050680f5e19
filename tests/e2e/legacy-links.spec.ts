import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('old /lists links and the default-view setting open the right project view', async ({ page }) => {
  const user = await registerUser('legacy');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Old links' });
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(
    user.token,
    'GET',
    `/projects/${project.id}/views`,
  );
  const kanban = views.find((v) => v.view_kind === 'kanban')!;
  const table = views.find((v) => v.view_kind === 'table')!;
  await signInStored(page, user);

  // An old link naming the kind opens the project's view of that kind.
  await page.goto(`${serverUrl()}/lists/${project.id}/kanban`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/${kanban.id}$`));
  // An old link to the project's settings lands on the settings.
  await page.goto(`${serverUrl()}/lists/${project.id}/settings/edit`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/settings/edit$`));

  // Without a remembered view, the user's default kind decides.
  await page.evaluate(() => window.localStorage.removeItem('projectView'));
  const me = await apiAs<{ settings: Record<string, unknown> & { frontend_settings: Record<string, unknown> | null } }>(
    user.token,
    'GET',
    '/user',
  );
  await apiAs(user.token, 'POST', '/user/settings/general', {
    ...me.settings,
    frontend_settings: { ...(me.settings.frontend_settings ?? {}), default_view: 'table' },
  });
  await page.goto(`${serverUrl()}/projects/${project.id}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/${table.id}$`));
});

test('view 0, a deleted view or a project without views: the project’s own view, or a page that says so', async ({
  page,
}) => {
  const user = await registerUser('view0');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Views come and go' });
  const views = await apiAs<Array<{ id: number; view_kind: string; position: number }>>(
    user.token,
    'GET',
    `/projects/${project.id}/views`,
  );
  const kanban = views.find((v) => v.view_kind === 'kanban')!;
  await signInStored(page, user);

  // The kanban view is the one last used; a stale link neither breaks the page nor replaces that memory.
  await page.goto(`${serverUrl()}/projects/${project.id}/${kanban.id}`);
  await expect(page.locator('section.bucket').first()).toBeVisible();
  for (const stale of ['0', '999999']) {
    await page.goto(`${serverUrl()}/projects/${project.id}/${stale}`);
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/${kanban.id}$`));
  }

  for (const v of views) await apiAs(user.token, 'DELETE', `/projects/${project.id}/views/${v.id}`);
  await page.goto(`${serverUrl()}/projects/${project.id}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/0$`));
  await expect(page.getByText('This project has no views.', { exact: false })).toBeVisible();
});
