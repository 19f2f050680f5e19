import type { Page } from '@playwright/test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';
import { expect, test } from './fixtures-extension-shared';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const row = (page: Page, title: string) => page.getByTestId('task-row').filter({ hasText: title });

test('extension app page: a task opens as a modal over its list, Escape returns to the list, a direct link shows it over its project', async ({
  extension,
}) => {
  const user = await registerUser('extmodal');
  const inbox = await inboxOf(user.token);
  const water = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Water plants' });
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Feed cat' });

  const { context, extensionId } = extension;
  const appUrl = `chrome-extension://${extensionId}/app.html`;
  const app = await context.newPage();
  await app.goto(appUrl);
  await app.getByLabel('Vikunja server address').fill(serverUrl());
  await app.getByRole('button', { name: 'Connect' }).click();
  await loginInUi(app, user);

  await app.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(row(app, 'Water plants')).toBeVisible();
  const listUrl = app.url();
  // Extension pages route by the hash.
  expect(listUrl).toMatch(new RegExp(`^${appUrl}#/projects/${inbox}/\\d+$`));

  await row(app, 'Water plants').getByRole('link', { name: 'Water plants' }).click();
  await expect(dialog(app, 'Water plants')).toBeVisible();
  expect(app.url()).toBe(`${appUrl}#/tasks/${water.id}`);
  // The list stays on screen behind the dialog.
  await expect(row(app, 'Feed cat')).toBeVisible();

  await app.keyboard.press('Escape');
  await expect(dialog(app, 'Water plants')).toHaveCount(0);
  await expect(app).toHaveURL(listUrl);
  await expect(row(app, 'Feed cat')).toBeVisible();
  await expect(row(app, 'Water plants')).toBeVisible();

  // A link straight to the task, opened in a fresh tab of the extension, shows it over its project.
  const direct = await context.newPage();
  await direct.goto(`${appUrl}#/tasks/${water.id}`);
  await expect(dialog(direct, 'Water plants')).toBeVisible();
  await expect(row(direct, 'Feed cat')).toBeVisible();
  await direct.keyboard.press('Escape');
  await expect(dialog(direct, 'Water plants')).toHaveCount(0);
  await expect(direct).toHaveURL(new RegExp(`#/projects/${inbox}/\\d+$`));
  await expect(row(direct, 'Water plants')).toBeVisible();
});
