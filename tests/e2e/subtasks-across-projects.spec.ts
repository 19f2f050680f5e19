import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

/** The titles of the top-level rows, top to bottom. */
const order = (page: Page) => page.locator('.task-list > .task-item > .task-row .task-title').allTextContents();

test('a sub-task that lives in another project shows under its parent, and at the top of its own project', async ({
  page,
}) => {
  const user = await registerUser('across');
  const home = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Home' });
  const work = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Work' });
  const add = (project: number, title: string) =>
    apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project}/tasks`, { title });
  const parent = await add(home.id, 'Move house');
  await add(home.id, 'Water plants');
  const dayOff = await add(work.id, 'Ask for a day off');
  const slot = await add(work.id, 'Pick a week');
  await apiAs(user.token, 'PUT', `/tasks/${parent.id}/relations`, {
    other_task_id: dayOff.id,
    relation_kind: 'subtask',
  });
  await apiAs(user.token, 'PUT', `/tasks/${dayOff.id}/relations`, { other_task_id: slot.id, relation_kind: 'subtask' });

  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${home.id}`);
  await expect.poll(() => order(page)).toEqual(['Move house', 'Water plants']);
  const subs = page.getByRole('list', { name: 'Sub-tasks of “Move house”' });
  await expect(subs.getByRole('link', { name: 'Ask for a day off' })).toBeVisible();
  // Its own sub-task, in its own project too, comes nested one level deeper.
  await expect(
    page.getByRole('list', { name: 'Sub-tasks of “Ask for a day off”' }).getByRole('link', { name: 'Pick a week' }),
  ).toBeVisible();

  await page.goto(`${serverUrl()}/projects/${work.id}`);
  await expect.poll(() => order(page)).toEqual(['Ask for a day off']);
});
