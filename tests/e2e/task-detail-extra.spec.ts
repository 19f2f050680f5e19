import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';
import { addField } from './task-fields';

type User = Awaited<ReturnType<typeof registerUser>>;
interface ApiTask {
  id: number;
  title: string;
  done: boolean;
  hex_color: string;
  is_favorite: boolean;
  project_id: number;
  start_date: string;
  end_date: string;
  subscription: { entity: number; entity_id: number } | null;
}

async function newTask(user: User, title: string, extra: Record<string, unknown> = {}): Promise<ApiTask> {
  return apiAs<ApiTask>(user.token, 'PUT', `/projects/${await inboxOf(user.token)}/tasks`, { title, ...extra });
}

const getTask = (user: User, id: number) => apiAs<ApiTask>(user.token, 'GET', `/tasks/${id}`);

async function signIn(page: Page, user: User) {
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
}

async function openFromInbox(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

test('colour: pick one from the palette, then no colour', async ({ page }) => {
  const user = await registerUser('colour');
  const task = await newTask(user, 'Paint the fence');
  await signIn(page, user);
  await openFromInbox(page, 'Paint the fence');

  await addField(page.getByRole('dialog'), 'Colour');
  const colours = page.getByRole('group', { name: 'Colour' });
  await expect(colours.getByRole('button', { name: 'No colour' })).toHaveAttribute('aria-pressed', 'true');
  await colours.getByRole('button', { name: 'Blue' }).click();
  await expect(colours.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await getTask(user, task.id)).hex_color).toBe('1973ff');

  await colours.getByRole('button', { name: 'No colour' }).click();
  await expect(colours.getByRole('button', { name: 'No colour' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await getTask(user, task.id)).hex_color).toBe('');
});

test('favourite: the star puts the task in the Favourites pseudo-project; s takes it out again', async ({ page }) => {
  const user = await registerUser('fav');
  const task = await newTask(user, 'Call grandma');
  await signIn(page, user);
  await openFromInbox(page, 'Call grandma');

  const star = page.getByRole('dialog').getByRole('button', { name: 'Favourite' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await getTask(user, task.id)).is_favorite).toBe(true);

  // The favourites pseudo-project (id -1) appears in the sidebar, titled in the reader's language, and lists it.
  await page.keyboard.press('Escape');
  const favourites = page.getByTestId('sidebar-favourites').getByRole('link', { name: 'Favourites' });
  await expect(favourites).toBeVisible();
  await favourites.click();
  await expect(page).toHaveURL(/\/projects\/-1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await page.getByRole('link', { name: 'Call grandma' }).click();
  await expect(page.getByRole('dialog', { name: 'Call grandma' })).toBeVisible();

  await page.keyboard.press('s');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await getTask(user, task.id)).is_favorite).toBe(false);
});

test('move: m opens the project search; the task lands in the other project and leaves the old list', async ({
  page,
}) => {
  const user = await registerUser('move');
  await apiAs(user.token, 'PUT', '/projects', { title: 'Errands' });
  const archived = await apiAs<Record<string, unknown> & { id: number }>(user.token, 'PUT', '/projects', {
    title: 'Archived place',
  });
  await apiAs(user.token, 'POST', `/projects/${archived.id}`, { ...archived, is_archived: true });
  const task = await newTask(user, 'Buy stamps');
  await newTask(user, 'Stays here');
  await signIn(page, user);
  await openFromInbox(page, 'Buy stamps');

  await page.keyboard.press('m');
  const search = page.getByLabel('Move to project');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await search.fill('a');
  const targets = page.getByRole('list', { name: 'Projects to move to' });
  await expect(targets.getByRole('button', { name: 'Errands' })).toBeVisible();
  // Archived projects and the one the task is in are never offered.
  await expect(targets.getByRole('button', { name: 'Archived place' })).toHaveCount(0);
  await expect(targets.getByRole('button', { name: 'Inbox' })).toHaveCount(0);
  await targets.getByRole('button', { name: 'Errands' }).click();

  await expect(page.getByText('Moved to Errands.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Errands' })).toBeVisible();
  const errands = (await getTask(user, task.id)).project_id;
  expect(errands).not.toBe(await inboxOf(user.token));

  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('link', { name: 'Stays here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy stamps' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Errands' }).click();
  await expect(page.getByRole('link', { name: 'Buy stamps' })).toBeVisible();
});

test('subscription: subscribe and unsubscribe a task; one inherited from the project cannot be ended there', async ({
  page,
}) => {
  const user = await registerUser('sub');
  const task = await newTask(user, 'Watch me');
  await signIn(page, user);
  await openFromInbox(page, 'Watch me');

  const toggle = page.getByRole('dialog').getByRole('button', { name: 'Subscribe' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await getTask(user, task.id)).subscription)
    .toMatchObject({ entity: 3, entity_id: task.id });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await getTask(user, task.id)).subscription).toBeNull();

  await apiAs(user.token, 'PUT', `/subscriptions/project/${await inboxOf(user.token)}`);
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeDisabled();
  const reason = 'You are subscribed to the whole project: unsubscribe there.';
  await expect(toggle).toHaveAttribute('title', reason);
  await expect(toggle).toHaveAccessibleDescription(reason);
});

test('shortcuts: t marks done, ctrl+s saves the title being edited, shift+delete asks before deleting', async ({
  page,
}) => {
  const user = await registerUser('keys');
  const task = await newTask(user, 'Water plants');
  await signIn(page, user);
  await openFromInbox(page, 'Water plants');
  const dialog = page.getByRole('dialog');

  await page.keyboard.press('t');
  await expect(dialog.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();
  await expect.poll(async () => (await getTask(user, task.id)).done).toBe(true);

  // Plain keys typed into a field stay text.
  const title = dialog.getByLabel('Title');
  await title.fill('Water the plants');
  await title.press('t');
  await expect(title).toHaveValue('Water the plantst');
  await title.press('Backspace');
  await title.press('ControlOrMeta+s');
  await expect.poll(async () => (await getTask(user, task.id)).title).toBe('Water the plants');
  await expect(dialog.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();

  await dialog.getByRole('checkbox', { name: 'Done', exact: true }).focus();
  await page.keyboard.press('Shift+Delete');
  const confirm = dialog.getByRole('group', { name: 'Delete this task for good?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The task was deleted.')).toBeVisible();
  await expect
    .poll(async () =>
      getTask(user, task.id).then(
        () => 'there',
        () => 'gone',
      ),
    )
    .toBe('gone');
});

test('the keyboard help lists the task detail shortcuts', async ({ page }) => {
  const user = await registerUser('help');
  await signIn(page, user);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('heading', { name: 'Task detail' })).toBeVisible();
  await expect(help.getByText('Move to another project')).toBeVisible();
  await expect(help.getByText('Save what you are editing')).toBeVisible();
});

test('gantt: the hour zoom shows hours (the date at midnight) and places bars to the hour', async ({ page }) => {
  const user = await registerUser('hours');
  const start = new Date();
  start.setHours(10, 0, 0, 0);
  const end = new Date(start);
  end.setHours(13, 0, 0, 0);
  const task = await newTask(user, 'Workshop', { start_date: start.toISOString(), end_date: end.toISOString() });
  await signIn(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: 'Gantt' }).click();

  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await page.getByLabel('From', { exact: true }).fill(day(start));
  await page.getByLabel('To', { exact: true }).fill(day(start));
  await page.getByLabel('Scale').selectOption({ label: 'Hours' });

  const header = page.locator('.gantt-days span');
  await expect(header).toHaveCount(24);
  await expect(header.nth(0)).toHaveText(start.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));
  await expect(header.nth(1)).toHaveText('01');
  await expect(header.nth(10)).toHaveText('10');

  const bar = page.getByTestId('gantt-bar').filter({ hasText: 'Workshop' });
  await expect(bar).toHaveCSS('left', '400px');
  await expect(bar).toHaveCSS('width', '120px');

  await bar.focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => {
      const saved = await getTask(user, task.id);
      return [
        new Date(saved.start_date).getTime() - start.getTime(),
        new Date(saved.end_date).getTime() - end.getTime(),
      ];
    })
    .toEqual([3_600_000, 3_600_000]);
  await expect(bar).toHaveCSS('left', '440px');
});
