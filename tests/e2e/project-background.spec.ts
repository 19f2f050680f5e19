import { expect, test } from './test';
import { serverUrl } from './fixtures';
import { PNG, BLURHASH, openProject, openMenuLink } from './project-settings-fixtures';

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
