import type { Page } from '@playwright/test';
import { expect } from './test';
import { apiAs, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

export type User = Awaited<ReturnType<typeof registerUser>>;

/** A 1×1 PNG, small enough to inline. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** Blurhash's own sample hash, a valid 4×3 component hash. */
export const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

/** A fresh user with one project, signed in and looking at it. */
export async function openProject(
  page: Page,
  prefix: string,
  title: string,
): Promise<{ user: User; projectId: number }> {
  const user = await registerUser(prefix);
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title });
  await signInStored(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return { user, projectId: project.id };
}

export const menu = (page: Page) =>
  page.getByRole('button', { name: 'Project settings' }).or(page.getByLabel('Project settings')).first();

export async function openMenuLink(page: Page, item: string) {
  await menu(page).click();
  await page.getByRole('link', { name: item, exact: true }).click();
}
