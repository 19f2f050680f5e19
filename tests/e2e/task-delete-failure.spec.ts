import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('a task delete the server refuses shows its error once, in the dialog, and keeps the task', async ({ page }) => {
  const user = await registerUser('delfail');
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${await inboxOf(user.token)}/tasks`, {
    title: 'Stubborn task',
  });
  await signInStored(page, user);
  await page.route(`**/api/v1/tasks/${task.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: 1, message: 'No.' }),
        })
      : route.fallback(),
  );
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Stubborn task' });
  await dialog.getByRole('button', { name: 'Delete task' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(dialog.getByText(/You are not allowed to do that/)).toBeVisible();
  // Give a second message time to appear, then count: one error, not the box and a toast.
  await page.waitForTimeout(500);
  await expect(page.getByText(/You are not allowed to do that/)).toHaveCount(1);
  await expect(dialog).toBeVisible();
});
