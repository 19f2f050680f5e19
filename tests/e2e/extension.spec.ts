import { expect, test } from '@playwright/test';
import { apiAs, createNotification, launchExtension, loginInUi, registerUser, serverUrl } from './fixtures';

declare const chrome: typeof import('wxt/browser').browser;

test('the extension: set the server in the app page, sign in, quick add from the popup, badge counts', async () => {
  const user = await registerUser('ext');
  const { context, worker, extensionId } = await launchExtension();
  try {
    const app = await context.newPage();
    await app.goto(`chrome-extension://${extensionId}/app.html`);

    // Not set up yet: the app page asks for the server and finds its API by probing.
    await app.getByLabel('Vikunja server address').fill(serverUrl());
    await app.getByRole('button', { name: 'Connect' }).click();
    await expect(app.getByText(`Server: ${new URL(serverUrl()).host}`)).toBeVisible();
    await loginInUi(app, user);
    await expect(app.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();

    // Signed in: the badge shows no unread notifications (empty text), not the signed-out mark.
    await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');

    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(popup.getByText(`Signed in as ${user.username}`)).toBeVisible();
    await popup.getByLabel('New task').fill('Read the article');
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status')).toContainText('Added “Read the article”.');

    // The task is in the default project, seen from the app page.
    await app.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
    await expect(app.getByTestId('task-row').filter({ hasText: 'Read the article' })).toBeVisible();

    // A new notification on the server shows on the badge once the popup opens (it asks for a poll).
    await createNotification(user.id);
    await popup.reload();
    await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');

    // Marking it read on the server and polling again clears the count.
    await apiAs(user.token, 'POST', '/notifications');
    await popup.reload();
    await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  } finally {
    await context.close();
  }
});

test('the extension badge says sign-in needed when there is no session', async () => {
  const { context, worker } = await launchExtension();
  try {
    await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('?');
    const alarm = await worker.evaluate(() => chrome.alarms.get('poll-notifications'));
    expect(alarm?.periodInMinutes).toBe(0.5);
  } finally {
    await context.close();
  }
});

test('the manifest asks only for what the code uses; the server origin is optional', async () => {
  const { context, worker } = await launchExtension();
  try {
    const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest.manifest_version).toBe(3);
    expect([...(manifest.permissions ?? [])].sort()).toEqual(['alarms', 'storage']);
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
    expect(manifest.content_security_policy).toEqual({ extension_pages: "script-src 'self'; object-src 'self'" });
  } finally {
    await context.close();
  }
});
