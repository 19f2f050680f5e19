import { expect, test } from './test';
import { apiAs } from './fixtures';
import { setup, openKanban } from './kanban-bucket-fixtures';

test('kanban: ctrl+click marks a card done and offers undo', async ({ page }) => {
  const { user, projectId, view } = await setup('kbundo');
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${projectId}/tasks`, { title: 'Click me' });
  await openKanban(page, user, projectId, view.id);

  const card = page.getByTestId('kanban-card').filter({ hasText: 'Click me' });
  await card.click({ modifiers: ['ControlOrMeta'] });
  const toast = page.getByRole('status').locator('.toast').filter({ hasText: 'Task marked as done.' });
  await expect(toast).toBeVisible();
  await expect
    .poll(async () => (await apiAs<{ done: boolean }>(user.token, 'GET', `/tasks/${task.id}`)).done)
    .toBe(true);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/${view.id}$`));
  await expect(card).toHaveClass(/is-done/);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => (await apiAs<{ done: boolean }>(user.token, 'GET', `/tasks/${task.id}`)).done)
    .toBe(false);
  await expect(card).not.toHaveClass(/is-done/);
});
