import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { newTask, getTask, openFromInbox } from './task-detail-fixtures';
import { signInStored } from './fixtures-session';
import { addField } from './task-fields';

test('colour: pick one from the palette, then no colour', async ({ page }) => {
  const user = await registerUser('colour');
  const task = await newTask(user, 'Paint the fence');
  await signInStored(page, user);
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
  await signInStored(page, user);
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
  await signInStored(page, user);
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
  await signInStored(page, user);
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
  await expect(toggle).toHaveAccessibleDescription(reason);
  // The reason is the shared tooltip, shown on hover over the disabled button.
  await toggle.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: reason })).toBeVisible();
});
