import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

test('the table view sorts by a column and remembers which columns show', async ({ page }) => {
  const user = await registerUser('table');
  const inbox = await inboxOf(user.token);
  for (const [title, priority] of [
    ['Banana', 1],
    ['Apple', 3],
    ['Cherry', 2],
  ] as const) {
    await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title, priority });
  }
  await signInStored(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: 'Table' }).click();

  const titles = page.locator('.task-table tbody tr td:nth-child(3)');
  await expect(titles).toHaveText(['Cherry', 'Apple', 'Banana']); // newest first by default
  await page.getByRole('button', { name: 'Title' }).click();
  await expect(titles).toHaveText(['Apple', 'Banana', 'Cherry']);
  await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Title' }).click();
  await expect(titles).toHaveText(['Cherry', 'Banana', 'Apple']);

  await page.locator('.column-chooser summary').click();
  await page.getByRole('checkbox', { name: 'Created' }).check();
  await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();
});
