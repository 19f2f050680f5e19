import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });

test('projects index: new project and new saved filter; the filter title waits for typing; closing stays in the app', async ({
  page,
}) => {
  const user = await registerUser('navnew');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects`);
  await page.getByRole('main').getByRole('button', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.goto(`${serverUrl()}/projects`);
  await page.getByRole('main').getByRole('button', { name: 'New saved filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New saved filter' });
  await expect(dialog).toBeVisible();
  // Checks that the empty title is not flagged before a submit: a message would show within this time.
  await page.waitForTimeout(400);
  await expect(dialog.getByText('Please provide a title for the filter.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create filter' }).click();
  await expect(dialog.getByText('Please provide a title for the filter.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${serverUrl()}/projects`);

  // Opened directly (a new tab, a bookmark): closing lands on an app page, never outside.
  for (const [path, landing] of [
    ['/filters/new', '/projects'],
    ['/labels/new', '/labels'],
    ['/teams/new', '/teams'],
  ] as const) {
    await page.goto(`${serverUrl()}${path}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${serverUrl()}${landing}`);
  }

  await expect(sidebar(page).getByRole('button', { name: 'New saved filter' })).toBeVisible();
});
