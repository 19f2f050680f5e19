import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

async function sharedProject(prefix: string) {
  const owner = await registerUser(prefix);
  const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Garden' });
  await apiAs(owner.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Plant tulips' });
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(
    owner.token,
    'GET',
    `/projects/${project.id}/views`,
  );
  const view = (kind: string) => views.find((v) => v.view_kind === kind)!.id;
  const share = await apiAs<{ hash: string }>(owner.token, 'PUT', `/projects/${project.id}/shares`, { permission: 0 });
  return { owner, project, view, share };
}

test("a link we create is Vikunja's own form and opens the view it names; the hash leaves the address bar", async ({
  page,
  browser,
}) => {
  const { owner, project, view, share } = await sharedProject('linkform');
  await signInStored(page, owner);
  await page.goto(`${serverUrl()}/projects/${project.id}/settings/share`);
  const dialog = page.getByRole('dialog', { name: 'Share “Garden”' });
  const link = dialog.getByLabel(`Link ${share.hash}`, { exact: true });
  await expect(link).toHaveValue(`${serverUrl()}/share/${share.hash}/auth`);
  await dialog.getByLabel(`View the link ${share.hash} opens`).selectOption({ label: 'Kanban' });
  await expect(link).toHaveValue(`${serverUrl()}/share/${share.hash}/auth?view=${view('kanban')}`);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(await link.inputValue());
  await expect(guestPage.locator('.link-share-title')).toHaveText('Garden');
  await expect(guestPage).toHaveURL(`${serverUrl()}/projects/${project.id}/${view('kanban')}`);
  await expect(guestPage.getByTestId('kanban-card').filter({ hasText: 'Plant tulips' })).toBeVisible();
  // The entry with the hash was replaced, not pushed: it is in neither the address bar nor the history.
  expect(guestPage.url()).not.toContain(share.hash);
  await guestPage.goBack();
  expect(guestPage.url()).toBe('about:blank');
  await guest.close();
});

test('a Vikunja link without a view opens the project; the older fragment form still works', async ({ page }) => {
  const { project, share } = await sharedProject('linkold');
  await page.goto(`${serverUrl()}/share/${share.hash}/auth`);
  await expect(page.locator('.link-share-title')).toHaveText('Garden');
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}(/\\d+)?$`));

  const second = await page.context().browser()!.newContext();
  const old = await second.newPage();
  await old.goto(`${serverUrl()}/share/auth#share-auth-token=${share.hash}`);
  await expect(old.getByText('Plant tulips')).toBeVisible();
  await expect(old).toHaveURL(new RegExp(`/projects/${project.id}(/\\d+)?$`));
  await second.close();
});

test('a share fragment found on a route of the project opens that route once authenticated', async ({ page }) => {
  const { project, view, share } = await sharedProject('linkroute');
  await page.goto(`${serverUrl()}/projects/${project.id}/${view('table')}#share-auth-token=${share.hash}`);
  await expect(page.locator('.link-share-title')).toHaveText('Garden');
  await expect(page).toHaveURL(`${serverUrl()}/projects/${project.id}/${view('table')}`);
  await expect(page.getByRole('table')).toBeVisible();
});
