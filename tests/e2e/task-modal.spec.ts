import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

type User = Awaited<ReturnType<typeof registerUser>>;

async function withTasks(prefix: string, titles: string[]) {
  const user = await registerUser(prefix);
  const inbox = await inboxOf(user.token);
  const tasks: { id: number }[] = [];
  for (const title of titles)
    tasks.push(await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title }));
  return { user, inbox, tasks };
}

async function openInbox(page: Page, user: User) {
  await signInStored(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByTestId('task-row').first()).toBeVisible();
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('a task opened from the list shows over the list; Escape and the back button return to it', async ({ page }) => {
  const { user, inbox, tasks } = await withTasks('modal-list', ['Water plants', 'Feed cat']);
  await openInbox(page, user);
  const listUrl = page.url();
  expect(listUrl).toMatch(new RegExp(`/projects/${inbox}/\\d+$`));

  await page
    .getByTestId('task-row')
    .filter({ hasText: 'Water plants' })
    .getByRole('link', { name: 'Water plants' })
    .click();
  await expect(dialog(page, 'Water plants')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tasks/${tasks[0]!.id}$`));
  // The list stays mounted and on screen behind the dialog.
  const otherRow = page.getByTestId('task-row').filter({ hasText: 'Feed cat' });
  await expect(otherRow).toBeVisible();

  // A reload keeps the task open over the same list.
  await page.reload();
  await expect(dialog(page, 'Water plants')).toBeVisible();
  await expect(otherRow).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Water plants')).toHaveCount(0);
  await expect(page).toHaveURL(listUrl);
  await expect(otherRow).toBeVisible();

  // The browser's back button closes the modal too.
  await page.getByTestId('task-row').filter({ hasText: 'Feed cat' }).getByRole('link', { name: 'Feed cat' }).click();
  await expect(dialog(page, 'Feed cat')).toBeVisible();
  await page.goBack();
  await expect(dialog(page, 'Feed cat')).toHaveCount(0);
  await expect(page).toHaveURL(listUrl);
  await expect(otherRow).toBeVisible();
});

test('a task opened from kanban shows over the board', async ({ page }) => {
  const { user } = await withTasks('modal-kanban', ['Paint fence', 'Fix bike']);
  await openInbox(page, user);
  await page.getByRole('link', { name: 'Kanban' }).click();
  const boardUrl = page.url();
  await page.getByTestId('kanban-card').filter({ hasText: 'Paint fence' }).click();
  await expect(dialog(page, 'Paint fence')).toBeVisible();
  await expect(page.getByTestId('kanban-card').filter({ hasText: 'Fix bike' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog(page, 'Paint fence')).toHaveCount(0);
  await expect(page).toHaveURL(boardUrl);
});

test('a direct visit shows the task over its project, and closing lands in that project', async ({ page }) => {
  const { user, inbox, tasks } = await withTasks('modal-direct', ['Call plumber', 'Buy milk']);
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${tasks[0]!.id}`);
  await expect(dialog(page, 'Call plumber')).toBeVisible();
  // Drawn over the project's first view (the list).
  await expect(page.getByTestId('task-row').filter({ hasText: 'Buy milk' })).toBeVisible();

  await page.reload();
  await expect(dialog(page, 'Call plumber')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Call plumber')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/projects/${inbox}/\\d+$`));
  await expect(page.getByTestId('task-row').filter({ hasText: 'Buy milk' })).toBeVisible();
});

test('other dialogs show over the page they were opened from, or over the page they belong to', async ({ page }) => {
  const { user, inbox } = await withTasks('dlgbg', ['Water the plants']);
  await openInbox(page, user);
  const row = page.getByTestId('task-row').filter({ hasText: 'Water the plants' });

  // From the project's menu: its list stays behind the dialog, and is there after closing.
  await page.getByRole('button', { name: 'Project settings' }).or(page.getByLabel('Project settings')).first().click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(dialog(page, 'Edit project')).toBeVisible();
  await expect(row).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Edit project')).toHaveCount(0);
  await expect(row).toBeVisible();

  // Visited directly: drawn over the project's first view, and over the labels page.
  await page.goto(`${serverUrl()}/projects/${inbox}/settings/edit`);
  await expect(dialog(page, 'Edit project')).toBeVisible();
  await expect(row).toBeVisible();
  await page.goto(`${serverUrl()}/labels/new`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Labels' })).toBeVisible();
  // The page behind has the same form: each field still has its own label.
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'New label' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'New label' })).toHaveCount(2);
});

test('closing a task leaves the list as it was: the same page, and the focus on the task', async ({ page }) => {
  const titles = Array.from({ length: 55 }, (_, i) => `Chore ${String(i + 1).padStart(2, '0')}`);
  const { user } = await withTasks('keep', titles);
  await openInbox(page, user);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  // The pager moves at once; the second page's 5 rows replace the first page's 50 when they arrive.
  await expect(page.getByTestId('task-row')).toHaveCount(5);
  const link = page.getByTestId('task-row').first().getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page, title)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, title)).toHaveCount(0);
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByTestId('task-row').first().getByRole('link')).toBeFocused();
});
