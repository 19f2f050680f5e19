import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

type User = Awaited<ReturnType<typeof registerUser>>;
interface ApiReminder {
  reminder: string | null;
  relative_period: number;
  relative_to: string;
}

async function openTask(page: Page, user: User, taskId: number, title: string) {
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${taskId}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('reminders: an existing reminder is changed in place', async ({ page }) => {
  const user = await registerUser('remind');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, {
    title: 'Call the plumber',
    due_date: '2030-05-01T10:00:00Z',
    reminders: [{ relative_to: 'due_date', relative_period: -3600 }],
  });
  const dialog = await openTask(page, user, task.id, 'Call the plumber');
  await dialog.getByRole('button', { name: /^Edit the reminder / }).click();
  const row = dialog.locator('.task-reminders li');
  await expect(row.getByLabel('How many')).toHaveValue('1');
  await expect(row.getByLabel('Unit')).toHaveValue('hours');
  await row.getByLabel('How many').fill('2');
  await row.getByLabel('Unit').selectOption('days');
  await row.getByRole('button', { name: 'Save reminder' }).click();
  await expect
    .poll(async () =>
      (await apiAs<{ reminders: ApiReminder[] }>(user.token, 'GET', `/tasks/${task.id}`)).reminders.map((r) => [
        r.relative_to,
        r.relative_period,
      ]),
    )
    .toEqual([['due_date', -2 * 86400]]);
  await expect(dialog.getByRole('button', { name: /^Edit the reminder / })).toHaveCount(1);
});
