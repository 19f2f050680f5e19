import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, loginInUi, registerUser, serverUrl, signOutInUi } from './fixtures';
import { ownServer, withFakeOidc } from './fixtures-accounts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Rewrites the server's /info answer, to imitate servers configured in ways the local server is not. */
async function patchInfo(
  page: Page,
  patch: (info: { auth: Record<string, unknown> & { local: Record<string, unknown> } }) => void,
) {
  await page.route('**/api/v1/info', async (route) => {
    const response = await route.fetch();
    const info = (await response.json()) as { auth: Record<string, unknown> & { local: Record<string, unknown> } };
    patch(info);
    await route.fulfill({ response, json: info });
  });
}

test('avatar: an uploaded image is checked, previewed and becomes the avatar', async ({ page }) => {
  const user = await registerUser('avatar');
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/user/settings/avatar`);
  await page.getByRole('radio', { name: 'Upload an image' }).check();
  const file = page.getByLabel('Choose an image');
  await expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');

  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose a JPEG, PNG, GIF or WebP image.')).toBeVisible();

  const upload = page.waitForRequest((r) => r.url().endsWith('/user/settings/avatar/upload') && r.method() === 'PUT');
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page.getByText('Your avatar was uploaded.')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('avatar-preview').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  expect(await apiAs<{ avatar_provider: string }>(user.token, 'GET', '/user/settings/avatar')).toEqual({
    avatar_provider: 'upload',
  });
  const avatar = await fetch(`${serverUrl()}/api/v1/avatar/${user.username}?size=64`);
  expect(avatar.headers.get('content-type')).toBe('image/png');

  // The size limit comes from the server's maxFileSize.
  await patchInfo(page, (info) => Object.assign(info, { max_file_size: '1KB' }));
  await page.reload();
  await page
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) });
  await expect(page.getByText(/The image is too large: at most/)).toBeVisible();
});

test('login: an LDAP-only server still shows the username and password form', async ({ page }) => {
  await patchInfo(page, (info) => {
    info.auth.local = { enabled: false, registration_enabled: false };
    info.auth.ldap = { enabled: true };
  });
  await page.goto(`${serverUrl()}/login`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByText('No account yet?')).toHaveCount(0); // registration belongs to local accounts
});

const EVE = { sub: 'e2e-eve', email: 'eve-oidc@example.com', name: '', preferred_username: 'eve-oidc' };

test(
  'OpenID: the intended page survives the provider round trip, and sign-out does not sign in again',
  { tag: '@local' },
  async ({ page }) => {
    await withFakeOidc({ user: EVE }, async (fake) => {
      const server = await ownServer({ openidProviders: [fake.provider('fake', 'Fake ID')] });
      try {
        await page.goto(`${server.url}/labels`);
        await expect(page).toHaveURL(/\/login\?redirect=/);
        await page.getByRole('button', { name: 'Sign in with Fake ID' }).click();
        await expect(page).toHaveURL(`${server.url}/labels`);
        await expect(page.getByRole('heading', { name: 'Labels' })).toBeVisible();

        // One provider and no local login: the login page redirects on its own, but not right after a sign-out.
        await patchInfo(page, (info) => {
          info.auth.local = { enabled: false };
        });
        await page.reload();
        let authorizations = 0;
        page.on('request', (r) => {
          if (r.url().startsWith(`${fake.issuer}/authorize`)) authorizations += 1;
        });
        await signOutInUi(page);
        await expect(page).toHaveURL(/\/login/);
        await expect(page.getByRole('button', { name: 'Sign in with Fake ID' })).toBeVisible();
        await page.waitForTimeout(1000);
        expect(authorizations).toBe(0);
        await expect(page).toHaveURL(/\/login/);
      } finally {
        await server.close();
      }
    });
  },
);

test('general settings: overdue reminder time, default view, minimum priority and no default project', async ({
  page,
}) => {
  const user = await registerUser('general');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Inbox two' });
  await apiAs(user.token, 'POST', '/user/settings/general', {
    name: '',
    default_project_id: project.id,
    overdue_tasks_reminders_enabled: true,
    week_start: 1,
  });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/user/settings/general`);
  await expect(page.getByLabel('Default project')).toHaveValue(String(project.id));
  await page.getByLabel('Default project').selectOption({ label: 'None' });
  await page.getByLabel('Time of the overdue tasks reminder').fill('07:30');
  await page.getByLabel('Projects open in').selectOption({ label: 'Kanban' });
  await page.getByLabel('Show priorities from').selectOption({ label: 'High' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();

  const me = await apiAs<{ settings: Record<string, unknown> & { frontend_settings: Record<string, unknown> } }>(
    user.token,
    'GET',
    '/user',
  );
  expect(me.settings).toMatchObject({
    default_project_id: 0,
    overdue_tasks_reminders_time: expect.stringMatching(/^07:30/),
  });
  expect(me.settings.frontend_settings).toMatchObject({ default_view: 'kanban', minimum_priority: 3 });
  await page.reload();
  await expect(page.getByLabel('Default project')).toHaveValue('0');
  await expect(page.getByLabel('Time of the overdue tasks reminder')).toHaveValue('07:30');
  await expect(page.getByLabel('Show priorities from')).toHaveValue('3');
});
