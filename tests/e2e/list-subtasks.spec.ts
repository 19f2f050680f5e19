import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, loginInUi, registerUser, serverUrl } from './fixtures';

type User = Awaited<ReturnType<typeof registerUser>>;

async function projectWith(prefix: string, titles: string[]) {
  const user = await registerUser(prefix);
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Errands' });
  const tasks: { id: number; title: string }[] = [];
  for (const title of titles) tasks.push(await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title }));
  return { user, projectId: project.id, tasks };
}

async function open(page: Page, user: User, projectId: number) {
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/projects/${projectId}`);
  await expect(page.getByRole('list', { name: 'Tasks', exact: true })).toBeVisible();
}

/** The titles of the top-level rows, top to bottom. */
const order = (page: Page) => page.locator('.task-list > .task-item > .task-row .task-title').allTextContents();

test('sub-tasks show indented under their parent, not again at the top level', async ({ page }) => {
  const { user, projectId, tasks } = await projectWith('subtasks', [
    'Plan the trip',
    'Book flights',
    'Renew passport',
    'Pay rent',
  ]);
  const [trip, flights, passport] = tasks;
  for (const sub of [flights!, passport!]) {
    await apiAs(user.token, 'PUT', `/tasks/${trip!.id}/relations`, { other_task_id: sub.id, relation_kind: 'subtask' });
  }
  await open(page, user, projectId);
  await expect.poll(() => order(page)).toEqual(['Plan the trip', 'Pay rent']);
  const subs = page.getByRole('list', { name: 'Sub-tasks of “Plan the trip”' });
  await expect(subs.getByRole('link')).toHaveText(['Book flights', 'Renew passport']);
  await expect(page.getByRole('link', { name: 'Book flights' })).toHaveCount(1);

  // A sub-task is a task like any other: marking it done works from under its parent.
  await subs.getByRole('checkbox', { name: 'Mark “Book flights” as done' }).check();
  await expect(page.getByText('Task marked as done.')).toBeVisible();
});
