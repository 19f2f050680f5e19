import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';

interface View {
  id: number;
  view_kind: string;
  done_bucket_id: number;
  default_bucket_id: number;
}
interface Bucket {
  id: number;
  title: string;
  limit: number;
}

/** A fresh user, the inbox's kanban view and its buckets. */
async function setup(prefix: string) {
  const user = await registerUser(prefix);
  const projectId = await inboxOf(user.token);
  const views = await apiAs<View[]>(user.token, 'GET', `/projects/${projectId}/views`);
  const view = views.find((v) => v.view_kind === 'kanban')!;
  const buckets = await apiAs<Bucket[]>(user.token, 'GET', `/projects/${projectId}/views/${view.id}/buckets`);
  return { user, projectId, view, buckets };
}

async function openKanban(page: Page, user: { username: string; password: string }, projectId: number, viewId: number) {
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/projects/${projectId}/${viewId}`);
}

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
