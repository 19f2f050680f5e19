import type { Page } from '@playwright/test';
import { expect } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

export type User = Awaited<ReturnType<typeof registerUser>>;
export interface ApiTask {
  id: number;
  title: string;
  done: boolean;
  description: string;
  due_date: string;
  repeat_after: number;
  repeat_mode: number;
  project_id: number;
  related_tasks: Record<string, Array<{ id: number; title: string }> | null> | null;
}

export async function newTask(user: User, title: string, extra: Record<string, unknown> = {}): Promise<ApiTask> {
  return apiAs<ApiTask>(user.token, 'PUT', `/projects/${await inboxOf(user.token)}/tasks`, { title, ...extra });
}

export const getTask = (user: User, id: number) => apiAs<ApiTask>(user.token, 'GET', `/tasks/${id}`);

export async function openTask(page: Page, user: User, task: ApiTask) {
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: task.title });
  await expect(dialog).toBeVisible();
  return dialog;
}
