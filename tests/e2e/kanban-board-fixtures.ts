import type { Page } from '@playwright/test';
import { expect } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

export interface View {
  id: number;
  view_kind: string;
}
export interface Bucket {
  id: number;
  title: string;
  position: number;
}
export type User = Awaited<ReturnType<typeof registerUser>>;

export async function kanbanOf(user: User, projectId: number) {
  const views = await apiAs<View[]>(user.token, 'GET', `/projects/${projectId}/views`);
  const view = views.find((v) => v.view_kind === 'kanban')!;
  const buckets = () => apiAs<Bucket[]>(user.token, 'GET', `/projects/${projectId}/views/${view.id}/buckets`);
  return { view, buckets };
}

export async function openKanban(page: Page, user: User, projectId: number, viewId: number) {
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${projectId}/${viewId}`);
}

export async function drag(
  page: Page,
  from: { x: number; y: number; width: number; height: number },
  to: { x: number; y: number },
) {
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

/** What a read-only board must not offer: no handle, no bucket menu, no new card or bucket; the card neither drags nor gets done. */
export async function expectReadOnlyBoard(page: Page, owner: User, taskId: number, bucketTitle: string) {
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Look only' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move bucket / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit bucket / })).toHaveCount(0);
  await expect(page.getByLabel(/^New task in /)).toHaveCount(0);
  await expect(page.getByLabel('New bucket')).toHaveCount(0);
  await expect(card).not.toHaveAttribute('aria-describedby');

  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/v1/') && !r.url().includes('/token'))
      writes.push(`${r.method()} ${r.url()}`);
  });
  const other = page.locator('section.bucket').nth(1);
  const target = (await other.boundingBox())!;
  await drag(page, (await card.boundingBox())!, { x: target.x + target.width / 2, y: target.y + target.height / 2 });
  await expect(
    page.getByRole('region', { name: bucketTitle }).getByTestId('kanban-card').filter({ hasText: 'Look only' }),
  ).toBeVisible();
  await expect(page.locator('.kanban-card.is-dragging')).toHaveCount(0);

  // Ctrl/Cmd+click only opens the task.
  await card.click({ modifiers: ['ControlOrMeta'] });
  await expect(page).toHaveURL(new RegExp(`/tasks/${taskId}$`));
  await expect(page.getByRole('status').getByText('Task marked as done.')).toHaveCount(0);
  expect((await apiAs<{ done: boolean }>(owner.token, 'GET', `/tasks/${taskId}`)).done).toBe(false);
  expect(writes).toEqual([]);
}

/** A project of a fresh owner with one task, and its kanban view. */
export async function projectWithTask(prefix: string) {
  const owner = await registerUser(prefix);
  const project = await apiAs<Record<string, unknown> & { id: number }>(owner.token, 'PUT', '/projects', {
    title: 'Shown only',
  });
  const task = await apiAs<{ id: number }>(owner.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Look only' });
  const { view, buckets } = await kanbanOf(owner, project.id);
  return { owner, project, task, view, first: (await buckets())[0]! };
}
