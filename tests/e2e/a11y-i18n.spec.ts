import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { apiUser, axeViolations, ownServer } from './fixtures-accounts';
import { submitSignIn } from './fixtures-remote';
import { signInStored } from './fixtures-session';

test('axe finds no WCAG 2.1 A/AA violation on each project view, the task detail and the settings', async ({
  page,
}) => {
  const user = await registerUser('a11y');
  const inbox = await inboxOf(user.token);
  const label = await apiAs<{ id: number }>(user.token, 'PUT', '/labels', { title: 'Errand', hex_color: 'e8b34c' });
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, {
    title: 'Renew the passport',
    description: '<p>Bring <strong>two</strong> photos</p>',
    due_date: new Date(Date.now() + 3 * 86400_000).toISOString(),
    start_date: new Date().toISOString(),
    end_date: new Date(Date.now() + 5 * 86400_000).toISOString(),
    priority: 3,
  });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/labels`, { label_id: label.id });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Booked for Monday</p>' });

  await signInStored(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();

  const checks: Array<[string, () => Promise<void>]> = [
    ['list', async () => void (await expect(page.getByRole('link', { name: 'Renew the passport' })).toBeVisible())],
    [
      'gantt',
      async () => {
        await page.getByRole('link', { name: 'Gantt' }).click();
        await expect(page.locator('.gantt-bar').first()).toBeVisible();
      },
    ],
    [
      'table',
      async () => {
        await page.getByRole('link', { name: 'Table' }).click();
        await expect(page.locator('.task-table')).toBeVisible();
      },
    ],
    [
      'kanban',
      async () => {
        await page.getByRole('link', { name: 'Kanban' }).click();
        await expect(page.getByTestId('kanban-card').first()).toBeVisible();
      },
    ],
    [
      'task detail',
      async () => {
        await page.goto(`${serverUrl()}/tasks/${task.id}`);
        await expect(page.getByText('Booked for Monday')).toBeVisible();
      },
    ],
  ];
  for (const section of [
    'general',
    'password-update',
    'email-update',
    'avatar',
    'totp',
    'sessions',
    'api-tokens',
    'data-export',
    'deletion',
  ]) {
    checks.push([
      `settings/${section}`,
      async () => {
        await page.goto(`${serverUrl()}/user/settings/${section}`);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      },
    ]);
  }
  for (const [name, open] of checks) {
    await open();
    expect(await axeViolations(page), name).toEqual([]);
  }
});

test(
  'CalDAV settings show the address and a token exactly once, only where the server offers CalDAV',
  { tag: '@local' },
  async ({ page }) => {
    const server = await ownServer({ caldav: true });
    try {
      const user = await apiUser(server.url, 'caldav');
      await signInStored(page, user, { base: server.url });
      await page.goto(`${server.url}/user/settings/general`);
      await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'CalDAV' }).click();
      await expect(page.getByLabel('CalDAV address')).toHaveValue(`${server.url}/dav/principals/${user.username}/`);
      await expect(page.getByText('No CalDAV tokens yet.')).toBeVisible();

      await page.getByRole('button', { name: 'Create a token' }).click();
      const secret = page.getByRole('status').locator('code.secret');
      await expect(secret).toHaveText(/\S{16,}/);
      await expect(page.getByTestId('caldav-token')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      const tokens = await (
        await fetch(`${server.url}/api/v1/user/settings/token/caldav`, {
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json();
      expect(tokens).toHaveLength(1);

      await page.reload();
      await expect(page.getByTestId('caldav-token')).toHaveCount(1);
      await expect(page.locator('code.secret')).toHaveCount(0); // shown once only
      await page.getByRole('button', { name: /^Delete the token created/ }).click();
      await expect(page.getByTestId('caldav-token')).toHaveCount(0);
      await expect(page.getByText('No CalDAV tokens yet.')).toBeVisible();
    } finally {
      await server.close();
    }
    // The shared server has CalDAV off: no section.
    const other = await registerUser('nocaldav');
    await signInStored(page, other);
    await page.goto(`${serverUrl()}/user/settings/general`);
    await expect(
      page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Avatar' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'CalDAV' }),
    ).toHaveCount(0);
  },
);

test('the chosen language follows the account: Arabic turns the app right-to-left and stays after a reload', async ({
  page,
}) => {
  const user = await registerUser('lang');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/user/settings/general`);
  await page.getByLabel('Language').selectOption('ar-SA');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const saved = await apiAs<{ settings: { language: string } }>(user.token, 'GET', '/user');
  expect(saved.settings.language).toBe('ar-SA');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overview = (JSON.parse(readFileSync('locales/ar.json', 'utf8')) as { shell: { overview: string } }).shell
    .overview;
  await expect(page.getByRole('link', { name: overview, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overview', exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Another device: the language comes with the account's settings.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${serverUrl()}/login`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await submitSignIn(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: overview, exact: true })).toBeVisible();
});
