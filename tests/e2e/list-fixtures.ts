import type { Page } from '@playwright/test';
import { expect } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

export type User = Awaited<ReturnType<typeof registerUser>>;

export async function projectWith(prefix: string, titles: string[]) {
  const user = await registerUser(prefix);
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Errands' });
  const tasks: { id: number; title: string }[] = [];
  for (const title of titles) tasks.push(await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title }));
  return { user, projectId: project.id, tasks };
}

export async function open(page: Page, user: User, projectId: number) {
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${projectId}`);
  await expect(page.getByRole('list', { name: 'Tasks', exact: true })).toBeVisible();
}

/** The titles of the top-level rows, top to bottom. */
export const order = (page: Page) => page.locator('.task-list > .task-item > .task-row .task-title').allTextContents();
