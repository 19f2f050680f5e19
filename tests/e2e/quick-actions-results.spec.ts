import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';

type User = Awaited<ReturnType<typeof registerUser>>;

async function signIn(page: Page, user: User) {
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });
const userMenu = (page: Page) => page.getByRole('button', { name: /^User menu of / });

test('projects index: new project and new saved filter; the filter title waits for typing; closing stays in the app', async ({
  page,
}) => {
  const user = await registerUser('navnew');
  await signIn(page, user);
  await page.goto(`${serverUrl()}/projects`);
  await page.getByRole('main').getByRole('button', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.goto(`${serverUrl()}/projects`);
  await page.getByRole('main').getByRole('button', { name: 'New saved filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New saved filter' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400);
  await expect(dialog.getByText('Please provide a title for the filter.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create filter' }).click();
  await expect(dialog.getByText('Please provide a title for the filter.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${serverUrl()}/projects`);

  // Opened directly (a new tab, a bookmark): closing lands on an app page, never outside.
  for (const [path, landing] of [
    ['/filters/new', '/projects'],
    ['/labels/new', '/labels'],
    ['/teams/new', '/teams'],
  ] as const) {
    await page.goto(`${serverUrl()}${path}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${serverUrl()}${landing}`);
  }

  await expect(sidebar(page).getByRole('button', { name: 'New saved filter' })).toBeVisible();
});

test('quick actions: a new task is parsed, goes to the project behind the open task, and says so; the header keeps the project title', async ({
  page,
}) => {
  const user = await registerUser('navtask');
  const garden = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
  await apiAs(user.token, 'PUT', `/projects/${garden.id}/tasks`, { title: 'Seed the lawn' });
  await signIn(page, user);
  await page.goto(`${serverUrl()}/projects/${garden.id}`);
  await expect(page.locator('.app-header .header-project')).toHaveText('Garden');
  await page.getByRole('link', { name: 'Seed the lawn' }).click();
  await expect(page.getByRole('dialog', { name: 'Seed the lawn' })).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await expect(page.locator('.app-header .header-project')).toHaveText('Garden');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search or run a command' });
  await palette.fill('new task');
  await page.keyboard.press('Enter');
  await expect(page.locator('.quick-actions .badge')).toHaveText('New task');
  await palette.fill('Buy a rake *tools !3');
  await page.keyboard.press('Enter');
  await expect(page.locator('.toasts').getByText('The task was created.')).toBeVisible();

  const tasks = await apiAs<Array<{ title: string; priority: number; labels: Array<{ title: string }> | null }>>(
    user.token,
    'GET',
    `/projects/${garden.id}/views/${(await apiAs<Array<{ id: number }>>(user.token, 'GET', `/projects/${garden.id}/views`))[0]?.id}/tasks`,
  );
  const rake = tasks.find((task) => task.title === 'Buy a rake');
  expect(rake?.priority).toBe(3);
  expect(rake?.labels?.map((l) => l.title)).toEqual(['tools']);
});

test('quick actions find saved filters and Favourites; sidebar rows unfavourite and open filter settings', async ({
  page,
}) => {
  const user = await registerUser('navfind');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Starred one' });
  await apiAs(user.token, 'POST', `/tasks/${task.id}`, { title: 'Starred one', is_favorite: true });
  await apiAs(user.token, 'PUT', '/filters', { title: 'Due soon', filters: { filter: 'done = false' } });
  const orchard = await apiAs<{ id: number; title: string }>(user.token, 'PUT', '/projects', { title: 'Orchard' });
  await apiAs(user.token, 'POST', `/projects/${orchard.id}`, { ...orchard, is_favorite: true });
  await signIn(page, user);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search or run a command' });
  await palette.fill('due so');
  await expect(page.getByRole('option', { name: /Project\s*Due soon/ })).toBeVisible();
  await palette.fill('favour');
  await page.getByRole('option', { name: /Project\s*Favourites/ }).click();
  await expect(page).toHaveURL(/\/projects\/-1/);

  const favourites = page.getByTestId('sidebar-favourites');
  await expect(favourites.getByRole('link', { name: 'Orchard' })).toBeVisible();
  await favourites.getByRole('button', { name: 'Remove Orchard from favourites' }).click();
  await expect(favourites.getByRole('link', { name: 'Orchard' })).toHaveCount(0);

  const filters = page.getByTestId('sidebar-filters');
  await filters.getByRole('button', { name: 'Settings of Due soon' }).click();
  const entries = (await filters.locator('.dropdown-content .menu-list > li').allTextContents()).map((text) =>
    text.trim(),
  );
  expect(entries).toEqual(['Edit', 'Views', 'Delete saved filter']);
  await filters.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit saved filter' })).toBeVisible();
});

test('user menu holds sign out; the header avatar is drawn at 40 and changes with the avatar settings', async ({
  page,
}) => {
  const user = await registerUser('navmenu');
  // The picture is fetched at size 40 and shown from an object URL (extension pages allow no remote images).
  const fetched = page.waitForRequest((r) =>
    new RegExp(`/api/v1/avatar/${user.username}\\?size=40&v=\\d+$`).test(r.url()),
  );
  await signIn(page, user);
  await fetched;
  await expect(page.locator('.app-header').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const avatar = page.locator('.user-menu img.avatar');
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  // The picture is really there (a real server serves avatars only at /avatar/{username}).
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(avatar).toHaveAttribute('width', '40');
  const before = await avatar.getAttribute('src');

  await page.goto(`${serverUrl()}/user/settings/avatar`);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/user/settings/avatar'),
  );
  await page.getByRole('radio', { name: 'Marble' }).click();
  await saved;
  await expect(avatar).not.toHaveAttribute('src', before ?? '');

  await userMenu(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-in visitor on /login follows ?redirect, to app routes only', async ({ page }) => {
  const user = await registerUser('navredir');
  await signIn(page, user);
  await page.goto(`${serverUrl()}/login?redirect=${encodeURIComponent('/labels')}`);
  await expect(page).toHaveURL(`${serverUrl()}/labels`);
  await page.goto(`${serverUrl()}/login?redirect=${encodeURIComponent('//elsewhere.invalid/x')}`);
  await expect(page).toHaveURL(`${serverUrl()}/`);
});
