import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, loginInUi, registerUser, serverUrl } from './fixtures';

type User = Awaited<ReturnType<typeof registerUser>>;

/** A 1×1 PNG, small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** Blurhash's own sample hash, a valid 4×3 component hash. */
const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

/** A fresh user with one project, signed in and looking at it. */
async function openProject(page: Page, prefix: string, title: string): Promise<{ user: User; projectId: number }> {
  const user = await registerUser(prefix);
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return { user, projectId: project.id };
}

const menu = (page: Page) =>
  page.getByRole('button', { name: 'Project settings' }).or(page.getByLabel('Project settings')).first();

async function openMenuLink(page: Page, item: string) {
  await menu(page).click();
  await page.getByRole('link', { name: item, exact: true }).click();
}

test('background: wrong type refused, upload shows the image behind the views (blurhash first), remove', async ({
  page,
}) => {
  const { projectId } = await openProject(page, 'pbg', 'Holidays');
  await openMenuLink(page, 'Set background');
  const dialog = page.getByRole('dialog', { name: 'Project background' });
  await expect(dialog.getByText('This project has no background yet.')).toBeVisible();
  await dialog
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('Please choose a JPEG, PNG, GIF or WebP image.')).toBeVisible();

  await dialog.getByLabel('Upload an image').setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The background was set.')).toBeVisible();
  await expect(dialog.getByTestId('background-preview')).toHaveAttribute('src', /^blob:/);

  // The project as a server with blurhash support answers it, and a slow image: the placeholder shows first.
  let releaseImage = () => {};
  const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
  await page.route(`**/api/v1/projects/${projectId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, background_blur_hash: BLURHASH } });
  });
  await page.route(`**/api/v1/projects/${projectId}/background`, async (route) => {
    await imageHeld;
    await route.continue();
  });
  await page.goto(`${serverUrl()}/projects/${projectId}`);
  await expect(page.getByTestId('background-blurhash')).toBeVisible();
  releaseImage();
  await expect(page.getByTestId('project-background')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('project-background')).toHaveClass(/is-loaded/);
  await expect(page.getByTestId('background-blurhash')).toHaveCount(0);
  await page.unrouteAll();

  await openMenuLink(page, 'Set background');
  await dialog.getByRole('button', { name: 'Remove background' }).click();
  await expect(page.getByText('The background was removed.')).toBeVisible();
  await expect(dialog.getByText('This project has no background yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
  await expect(page.getByTestId('project-background')).toHaveCount(0);
});
