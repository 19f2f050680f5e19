import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

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
  await signInStored(page, user);
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
