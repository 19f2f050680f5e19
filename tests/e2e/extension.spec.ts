import { apiAs, createNotification, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';
import { openPopup, setUpFromPopup, tasksTitled } from './fixtures-extension';
import { expect, test } from './fixtures-extension-shared';

declare const chrome: typeof import('wxt/browser').browser;

test(
  'set up from the popup, quick add creates the task; the draft survives closing the popup',
  { tag: '@release' },
  async ({ extension }) => {
    const user = await registerUser('ext');
    const { context, extensionId } = extension;
    const popup = await openPopup(context, extensionId);
    await setUpFromPopup(popup, serverUrl(), user);

    // A draft typed and left is still there when the popup opens again.
    await popup.getByLabel('New task').fill('Half-typed thought');
    await expect
      .poll(() => popup.evaluate(() => chrome.storage.local.get('popupDraft').then((r) => r.popupDraft)))
      .toMatchObject({ title: 'Half-typed thought' });
    await popup.reload();
    await expect(popup.getByLabel('New task')).toHaveValue('Half-typed thought');

    await popup.getByLabel('New task').fill('Read the article');
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status').filter({ hasText: 'Added' })).toContainText('Added “Read the article”.');
    await expect(popup.getByLabel('New task')).toHaveValue('');

    const [task] = await tasksTitled(user.token, 'Read the article');
    const inbox = await inboxOf(user.token);
    expect(task?.project_id).toBe(inbox);
    expect(await tasksTitled(user.token, 'Read the article')).toHaveLength(1);

    // Quick-add magic: the parts are highlighted as typed and land on the task.
    await popup.getByLabel('New task').fill('Call the bank !4 *money');
    await expect(popup.getByTestId('quick-add-mirror').locator('mark')).toHaveCount(2);
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status').filter({ hasText: 'Added' })).toContainText('Added “Call the bank”.');
    const [call] = await tasksTitled(user.token, 'Call the bank');
    expect(call?.title).toBe('Call the bank');
    const full = await apiAs<{ priority: number; labels: Array<{ title: string }> }>(
      user.token,
      'GET',
      `/tasks/${call?.id}`,
    );
    expect(full.priority).toBe(4);
    expect(full.labels.map((l) => l.title)).toEqual(['money']);
  },
);

test('the app page signs in too; the badge counts unread notifications', { tag: '@release' }, async ({ extension }) => {
  const user = await registerUser('ext');
  const { context, worker, extensionId } = extension;
  const app = await context.newPage();
  await app.goto(`chrome-extension://${extensionId}/app.html`);
  await app.getByLabel('Vikunja server address').fill(serverUrl());
  await app.getByRole('button', { name: 'Connect' }).click();
  await expect(app.getByText(`Server: ${new URL(serverUrl()).host}`)).toBeVisible();
  await loginInUi(app, user);
  await expect(app.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();

  // Signed in: the badge shows no unread notifications (empty text), not the signed-out mark.
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');

  const popup = await openPopup(context, extensionId);
  await expect(popup.getByText(`Signed in as ${user.username}`)).toBeVisible();

  // A new notification on the server shows on the badge once the popup opens (it asks for a poll).
  await createNotification(user);
  await popup.reload();
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');
  await expect(popup.getByRole('button', { name: '1 unread' })).toBeVisible();

  // Marking it read on the server and polling again clears the count.
  await apiAs(user.token, 'POST', '/notifications');
  await popup.reload();
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
});

test("today's and overdue tasks can be marked done from the popup, and undone", async ({ extension }) => {
  const user = await registerUser('ext');
  const project = await inboxOf(user.token);
  const day = 24 * 3600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  for (const [title, due] of [
    ['Overdue report', at(-2 * day)],
    ['Due now', at(-60_000)],
    ['Next week', at(7 * day)],
    ['Someday', undefined],
  ] as const) {
    await apiAs(user.token, 'PUT', `/projects/${project}/tasks`, { title, ...(due ? { due_date: due } : {}) });
  }
  const { context, extensionId } = extension;
  const popup = await openPopup(context, extensionId);
  await setUpFromPopup(popup, serverUrl(), user);
  const today = popup.getByTestId('today-list');
  await expect(today.getByRole('listitem')).toHaveText([/Overdue report.*overdue/, /Due now/]);

  await popup.getByRole('checkbox', { name: 'Mark “Overdue report” done' }).click();
  await expect(today.getByRole('listitem')).toHaveText([/Due now/]);
  await expect.poll(async () => (await tasksTitled(user.token, 'Overdue report'))[0]?.done).toBe(true);

  await popup.getByRole('button', { name: 'Undo' }).click();
  await expect(today.getByRole('listitem')).toHaveCount(2);
  await expect.poll(async () => (await tasksTitled(user.token, 'Overdue report'))[0]?.done).toBe(false);

  // The search finds a task that is not due; Enter-free, keyboard only.
  await popup.getByLabel('Search tasks').focus();
  await popup.keyboard.type('Someday');
  await expect(popup.getByRole('search').getByRole('button', { name: 'Someday' })).toBeVisible();
});

test('"Open Vikunja" opens the app page once and then reuses it; options lead to its settings', async ({
  extension,
}) => {
  const user = await registerUser('ext');
  const { context, worker, extensionId } = extension;
  const setup = await openPopup(context, extensionId);
  await setUpFromPopup(setup, serverUrl(), user);
  const appTabs = () => context.pages().filter((p) => p.url().includes('/app.html'));

  for (let i = 0; i < 2; i++) {
    const popup = await openPopup(context, extensionId);
    await expect(popup.getByText(`Signed in as ${user.username}`)).toBeVisible();
    await popup.getByRole('button', { name: 'Open Vikunja' }).click();
    await expect.poll(() => appTabs().length).toBe(1);
  }
  await expect(appTabs()[0]!.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();

  // The options entry goes to the app's settings, in that same tab. Opened as the browser does: the page
  // closes itself at once, which a page.goto() would race.
  await worker.evaluate(() => chrome.runtime.openOptionsPage());
  await expect
    .poll(() => appTabs().map((p) => new URL(p.url()).hash))
    .toEqual([expect.stringMatching(/^#\/user\/settings/)]);
});

test('the popup has no WCAG A/AA violations, set up or signed in', async ({ extension }) => {
  const user = await registerUser('ext');
  const { context, extensionId } = extension;
  const popup = await openPopup(context, extensionId);
  await expect(popup.getByLabel('Vikunja server address')).toBeVisible();
  expect(await axeViolations(popup)).toEqual([]);

  await setUpFromPopup(popup, serverUrl(), user);
  await expect(popup.getByText('Nothing due today.')).toBeVisible();
  await popup.getByText('Extension settings').click();
  expect(await axeViolations(popup)).toEqual([]);
});

test('the extension badge says sign-in needed when there is no session', async ({ extension }) => {
  const { worker } = extension;
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('?');
  const alarm = await worker.evaluate(() => chrome.alarms.get('poll-notifications'));
  expect(alarm?.periodInMinutes).toBe(0.5);
});

test('the manifest asks only for what the code uses; the server origin is optional', async ({ extension }) => {
  const { worker } = extension;
  const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.manifest_version).toBe(3);
  expect([...(manifest.permissions ?? [])].sort()).toEqual([
    'activeTab',
    'alarms',
    'contextMenus',
    'notifications',
    'storage',
  ]);
  expect(manifest.host_permissions ?? []).toEqual([]);
  expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
  expect(manifest.content_security_policy).toEqual({
    extension_pages: "script-src 'self'; object-src 'self'; img-src 'self' data: blob:",
  });
  expect(manifest.commands).toMatchObject({
    _execute_action: { suggested_key: { default: 'Alt+Shift+K' } },
    'add-current-page': { suggested_key: { default: 'Alt+Shift+V' } },
  });
  expect(manifest.omnibox).toEqual({ keyword: 'vk' });
  expect(manifest.options_ui).toMatchObject({ page: 'options.html', open_in_tab: true });
});
