import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { solidPng } from '../../server/test/png.ts';
import { kanbanOf, openKanban } from './kanban-board-fixtures';

test('kanban: an image attachment set as the cover shows on the card, and can be removed again', async ({ page }) => {
  const user = await registerUser('kbcover');
  const projectId = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${projectId}/tasks`, {
    title: 'With a picture',
  });
  const { view } = await kanbanOf(user, projectId);
  await openKanban(page, user, projectId, view.id);
  const card = page.getByTestId('kanban-card').filter({ hasText: 'With a picture' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('kanban-card-cover')).toHaveCount(0);

  await card.click();
  const dialog = page.getByRole('dialog', { name: 'With a picture' });
  await dialog.getByLabel('Files to attach').setInputFiles([
    { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(600, 300) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no cover for me') },
  ]);
  await expect(dialog.getByText('notes.txt')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Set notes.txt as the cover image' })).toHaveCount(0);
  const covers: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('preview_size=md')) covers.push(r.headers().authorization ?? '');
  });
  await dialog.getByRole('button', { name: 'Set photo.png as the cover image' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove photo.png as the cover image' })).toBeVisible();
  const attachments = await apiAs<Array<{ id: number; file: { name: string } }>>(
    user.token,
    'GET',
    `/tasks/${task.id}/attachments`,
  );
  const photo = attachments.find((x) => x.file.name === 'photo.png')!;
  await expect
    .poll(
      async () =>
        (await apiAs<{ cover_image_attachment_id: number }>(user.token, 'GET', `/tasks/${task.id}`))
          .cover_image_attachment_id,
    )
    .toBe(photo.id);

  await dialog.getByRole('button', { name: 'Close' }).click();
  const cover = card.getByTestId('kanban-card-cover');
  await expect(cover).toBeVisible();
  // The md preview: 200 pixels wide, fetched with the session.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  expect(covers.length).toBeGreaterThan(0);
  expect(covers.every((h) => h.startsWith('Bearer '))).toBe(true);
  // The cover sits above the title.
  const [coverBox, titleBox] = [
    (await cover.boundingBox())!,
    (await card.locator('.kanban-card-title').boundingBox())!,
  ];
  expect(coverBox.y + coverBox.height).toBeLessThanOrEqual(titleBox.y + 1);

  await card.click();
  await dialog.getByRole('button', { name: 'Remove photo.png as the cover image' }).click();
  await expect(dialog.getByRole('button', { name: 'Set photo.png as the cover image' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await apiAs<{ cover_image_attachment_id: number }>(user.token, 'GET', `/tasks/${task.id}`))
          .cover_image_attachment_id,
    )
    .toBe(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('kanban-card-cover')).toHaveCount(0);
});
