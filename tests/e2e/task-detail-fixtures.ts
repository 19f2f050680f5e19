import type { Page } from '@playwright/test';
import { expect } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';

export type User = Awaited<ReturnType<typeof registerUser>>;
export interface ApiTask {
  id: number;
  title: string;
  done: boolean;
  hex_color: string;
  is_favorite: boolean;
  project_id: number;
  start_date: string;
  end_date: string;
  subscription: { entity: number; entity_id: number } | null;
}

export async function newTask(user: User, title: string, extra: Record<string, unknown> = {}): Promise<ApiTask> {
  return apiAs<ApiTask>(user.token, 'PUT', `/projects/${await inboxOf(user.token)}/tasks`, { title, ...extra });
}

export const getTask = (user: User, id: number) => apiAs<ApiTask>(user.token, 'GET', `/tasks/${id}`);

export async function openFromInbox(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}
