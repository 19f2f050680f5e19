import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerUser, serverUrl } from './fixtures';

/** Presses Tab until `target` has the focus: it must be reachable from the keyboard alone (RELIABILITY 20). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of Tab`);
}

test('a day with the keyboard only: sign in, add a task, open it, mark it done, find it again', async ({ page }) => {
  const user = await registerUser('keys');
  await page.goto(`${serverUrl()}/login`);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(user.username);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();

  // Into the Inbox through the sidebar.
  await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }));
  await page.keyboard.press('Enter');
  const field = page.getByLabel('New task');
  await tabTo(page, field);
  await page.keyboard.type('Water the plants !3');
  await page.keyboard.press('Enter');
  const row = page.getByTestId('task-row').filter({ hasText: 'Water the plants' });
  await expect(row).toBeVisible();

  // Open it and close it: the focus goes into the dialog, and back to the task afterwards, so the next Tab
  // goes on from there rather than from the top of the page.
  const link = row.getByRole('link', { name: 'Water the plants' });
  const dialog = page.getByRole('dialog', { name: 'Water the plants' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();

  // Again, and mark it done with its shortcut.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('t');
  await expect(page.getByRole('status').getByText('Task marked as done.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Done tasks come back with the checkbox, found by Tab; quick actions take us home and back.
  await tabTo(page, page.getByLabel('Show done tasks'));
  await page.keyboard.press('Space');
  await expect(row).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Inbox');
  await expect(page.getByRole('option', { name: /Inbox/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/\d+\/\d+$/);
});
