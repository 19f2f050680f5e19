import { expect, test } from './test';
import { apiAs, createNotification, registerUser, serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';
import { keyboardDrag } from './dnd';
import { signInStored } from './fixtures-session';

test('home and upcoming pass axe; upcoming lists due tasks across projects', async ({ page }) => {
  const user = await registerUser('axe');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Errands' });
  const due = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Post the letter', due_date: due });
  await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Someday maybe' });

  await signInStored(page, user);
  await expect(page.getByTestId('upcoming-task').filter({ hasText: 'Post the letter' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Upcoming' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
  await expect(page.getByTestId('upcoming-task').filter({ hasText: 'Post the letter' })).toBeVisible();
  await expect(page.getByTestId('upcoming-task').filter({ hasText: 'Someday maybe' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Show tasks without dates').click();
  await expect(page).toHaveURL(/showNulls=false/);
  await expect(page.getByTestId('upcoming-task').filter({ hasText: 'Someday maybe' })).toBeHidden();
  await expect(page.getByTestId('upcoming-task').filter({ hasText: 'Post the letter' })).toBeVisible();
});

test('keyboard: g-chords navigate, typing is ignored, ? opens the help, ctrl+e toggles the menu', async ({ page }) => {
  const user = await registerUser('keys');
  await signInStored(page, user);
  const chord = async (keys: string) => {
    for (const key of keys.split(' ')) await page.keyboard.press(key);
  };
  await chord('g u');
  await expect(page).toHaveURL(/\/tasks\/by\/upcoming$/);
  await chord('g p');
  await expect(page).toHaveURL(/\/projects$/);
  await chord('g a');
  await expect(page).toHaveURL(/\/labels$/);
  await chord('g m');
  await expect(page).toHaveURL(/\/teams$/);
  await chord('g o');
  await expect(page).toHaveURL(`${serverUrl()}/`);

  // Too slow: the chord times out after 1500 ms.
  await page.keyboard.press('g');
  // The app's own timer must run out: a real 1500 ms and a little more.
  await page.waitForTimeout(1600);
  await page.keyboard.press('u');
  // Checks that no navigation happens: one would start within this time.
  await page.waitForTimeout(200);
  await expect(page).toHaveURL(`${serverUrl()}/`);

  // Typing in a field is not a shortcut.
  await page
    .getByPlaceholder(/project/i)
    .first()
    .focus();
  await chord('g u');
  await expect(page).toHaveURL(`${serverUrl()}/`);
  await page.locator('h1').click();

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();

  // Ctrl+K and the header's search button open the quick actions palette (through the shell's event).
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Quick search' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Control+e');
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Control+e');
  await expect(sidebar).toBeVisible();

  // Inside a project, g t and g k switch views.
  const projects = await apiAs<Array<{ id: number; title: string }>>(user.token, 'GET', '/projects');
  const inbox = projects.find((p) => p.title === 'Inbox');
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(
    user.token,
    'GET',
    `/projects/${inbox?.id}/views`,
  );
  await sidebar.getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/\d+$/);
  await chord('g k');
  await expect(page).toHaveURL(
    new RegExp(`/projects/${inbox?.id}/${views.find((v) => v.view_kind === 'kanban')?.id}$`),
  );
  await chord('g t');
  await expect(page).toHaveURL(new RegExp(`/projects/${inbox?.id}/${views.find((v) => v.view_kind === 'table')?.id}$`));
});

test('sidebar: drag with the keyboard re-orders and re-parents, and it survives a reload', async ({ page }) => {
  const user = await registerUser('drag');
  for (const title of ['Alpha', 'Beta']) await apiAs(user.token, 'PUT', '/projects', { title });
  const parent = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Parent' });
  await apiAs(user.token, 'PUT', '/projects', { title: 'Child', parent_project_id: parent.id });
  const gamma = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Gamma' });
  await signInStored(page, user);
  const rows = page.getByTestId('sidebar-project');
  const titles = () => rows.locator('.project-title').allTextContents();
  await expect.poll(titles).toEqual(['Inbox', 'Alpha', 'Beta', 'Parent', 'Child', 'Gamma']);

  const drag = async (title: string, key: 'ArrowUp' | 'ArrowDown', over: string[]) => {
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/projects\/\d+$/.test(r.url()));
    const handle = page.getByRole('button', { name: `Move ${title}` });
    // No waiting for drag and drop: focus arms the tree (its rows stay as they are) and the first Space is
    // replayed once the drag code is here.
    await keyboardDrag(page, handle, title, key, over);
    expect((await saved).ok()).toBe(true);
  };

  // Gamma to the very top.
  await drag('Gamma', 'ArrowUp', ['Child', 'Parent', 'Beta', 'Alpha', 'Inbox']);
  await expect.poll(titles).toEqual(['Gamma', 'Inbox', 'Alpha', 'Beta', 'Parent', 'Child']);
  await page.reload();
  await expect.poll(titles).toEqual(['Gamma', 'Inbox', 'Alpha', 'Beta', 'Parent', 'Child']);

  // Alpha between Parent and its first child: it becomes Parent's first child.
  await drag('Alpha', 'ArrowDown', ['Beta', 'Parent']);
  await page.reload();
  await expect.poll(titles).toEqual(['Gamma', 'Inbox', 'Beta', 'Parent', 'Alpha', 'Child']);
  const moved = await apiAs<Array<{ id: number; title: string; parent_project_id: number }>>(
    user.token,
    'GET',
    '/projects',
  );
  expect(moved.find((p) => p.title === 'Alpha')?.parent_project_id).toBe(parent.id);
  expect(moved.find((p) => p.id === gamma.id)?.parent_project_id).toBe(0);

  // Collapsing Parent hides Alpha and Child, and that is remembered.
  await page.getByRole('button', { name: 'Hide the projects inside Parent' }).click();
  await expect.poll(titles).toEqual(['Gamma', 'Inbox', 'Beta', 'Parent']);
  await page.reload();
  await expect.poll(titles).toEqual(['Gamma', 'Inbox', 'Beta', 'Parent']);
});

test('notifications: the bell shows unread, a click marks read and navigates, mark all read', async ({ page }) => {
  const user = await registerUser('bell');
  const first = await createNotification(user);
  await signInStored(page, user);
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
  const item = page.getByTestId('notification').first();
  // The names are wrapped in invisible Unicode isolates (a right-to-left title cannot turn the sentence around).
  await expect(item).toContainText(`\u2068${first.doer}\u2069 commented on \u2068${first.title}\u2069`);
  expect(await axeViolations(page)).toEqual([]);
  const marked = page.waitForResponse((r) => r.request().method() === 'POST' && /\/notifications\/\d+$/.test(r.url()));
  await item.getByRole('button').click();
  expect((await marked).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/tasks/${first.taskId}$`));
  // The task detail opens as a modal (its code loads on demand): close it once it is there.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('unread-dot')).toBeHidden();

  // A second comment: a fresh unread notification.
  await createNotification(user);
  // The tab becoming visible again refreshes at once (polling would within 10 s).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByTestId('unread-dot')).toBeVisible({ timeout: 3_000 });
  await page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
  const all = page.waitForResponse((r) => r.request().method() === 'POST' && /\/notifications$/.test(r.url()));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  expect((await all).ok()).toBe(true);
  await expect(page.getByTestId('unread-dot')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
});

test('sidebar: dragging a project to the right with the mouse nests it under the one above', async ({ page }) => {
  const user = await registerUser('nest');
  const alpha = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Alpha' });
  const beta = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Beta' });
  await signInStored(page, user);
  const handle = page.getByRole('button', { name: 'Move Beta' });
  // No waiting for drag and drop: the mouse over the tree arms it, and a press before that is replayed.
  const box = await handle.boundingBox();
  if (!box) throw new Error('no drag handle');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/projects/${beta.id}`),
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(box.x + box.width / 2 + step * 10, box.y + box.height / 2);
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  const projects = await apiAs<Array<{ id: number; parent_project_id: number }>>(user.token, 'GET', '/projects');
  expect(projects.find((p) => p.id === beta.id)?.parent_project_id).toBe(alpha.id);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Hide the projects inside Alpha' })).toBeVisible();
});

test('the colour scheme follows the user setting; the about dialog shows both versions', async ({ page }) => {
  const user = await registerUser('theme');
  await apiAs(user.token, 'POST', '/user/settings/general', { frontend_settings: { color_schema: 'dark' } });
  await signInStored(page, user);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: new RegExp(`User menu of ${user.username}`) }).click();
  await page.getByRole('button', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About' });
  await expect(about.getByTestId('server-version')).not.toHaveText('…');
  await expect(about.getByTestId('app-version')).toHaveText(/\d+\.\d+\.\d+/);
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
});
