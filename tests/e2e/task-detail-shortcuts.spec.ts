import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';

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
