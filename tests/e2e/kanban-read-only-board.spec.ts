import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';
import { keyboardDrag } from './dnd';
import { solidPng } from '../../server/test/png.ts';

interface View {
  id: number;
  view_kind: string;
}
interface Bucket {
  id: number;
  title: string;
  position: number;
}
type User = Awaited<ReturnType<typeof registerUser>>;

async function kanbanOf(user: User, projectId: number) {
  const views = await apiAs<View[]>(user.token, 'GET', `/projects/${projectId}/views`);
  const view = views.find((v) => v.view_kind === 'kanban')!;
  const buckets = () => apiAs<Bucket[]>(user.token, 'GET', `/projects/${projectId}/views/${view.id}/buckets`);
  return { view, buckets };
}

async function openKanban(page: Page, user: User, projectId: number, viewId: number) {
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/projects/${projectId}/${viewId}`);
}

async function drag(
  page: Page,
  from: { x: number; y: number; width: number; height: number },
  to: { x: number; y: number },
) {
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

/** What a read-only board must not offer: no handle, no bucket menu, no new card or bucket; the card neither drags nor gets done. */
async function expectReadOnlyBoard(page: Page, owner: User, taskId: number, bucketTitle: string) {
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Look only' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move bucket / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit bucket / })).toHaveCount(0);
  await expect(page.getByLabel(/^New task in /)).toHaveCount(0);
  await expect(page.getByLabel('New bucket')).toHaveCount(0);
  await expect(card).not.toHaveAttribute('aria-describedby');

  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/v1/') && !r.url().includes('/token'))
      writes.push(`${r.method()} ${r.url()}`);
  });
  const other = page.locator('section.bucket').nth(1);
  const target = (await other.boundingBox())!;
  await drag(page, (await card.boundingBox())!, { x: target.x + target.width / 2, y: target.y + target.height / 2 });
  await expect(
    page.getByRole('region', { name: bucketTitle }).getByTestId('kanban-card').filter({ hasText: 'Look only' }),
  ).toBeVisible();
  await expect(page.locator('.kanban-card.is-dragging')).toHaveCount(0);

  // Ctrl/Cmd+click only opens the task.
  await card.click({ modifiers: ['ControlOrMeta'] });
  await expect(page).toHaveURL(new RegExp(`/tasks/${taskId}$`));
  await expect(page.getByRole('status').getByText('Task marked as done.')).toHaveCount(0);
  expect((await apiAs<{ done: boolean }>(owner.token, 'GET', `/tasks/${taskId}`)).done).toBe(false);
  expect(writes).toEqual([]);
}

/** A project of a fresh owner with one task, and its kanban view. */
async function projectWithTask(prefix: string) {
  const owner = await registerUser(prefix);
  const project = await apiAs<Record<string, unknown> & { id: number }>(owner.token, 'PUT', '/projects', {
    title: 'Shown only',
  });
  const task = await apiAs<{ id: number }>(owner.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Look only' });
  const { view, buckets } = await kanbanOf(owner, project.id);
  return { owner, project, task, view, first: (await buckets())[0]! };
}

test('kanban: a read-only share shows a board nobody can change', { tag: '@release' }, async ({ page }) => {
  const { owner, project, task, view, first } = await projectWithTask('kbro');
  const reader = await registerUser('kbreader');
  await apiAs(owner.token, 'PUT', `/projects/${project.id}/users`, { username: reader.username, permission: 0 });
  await openKanban(page, reader, project.id, view.id);
  await expectReadOnlyBoard(page, owner, task.id, first.title);
});

test('kanban: an archived project shows its owner a board nobody can change', { tag: '@release' }, async ({ page }) => {
  const { owner, project, task, view, first } = await projectWithTask('kbarch');
  await apiAs(owner.token, 'POST', `/projects/${project.id}`, { ...project, is_archived: true });
  await openKanban(page, owner, project.id, view.id);
  await expectReadOnlyBoard(page, owner, task.id, first.title);
});

test('kanban: buckets reorder by their handle, with the pointer and the keyboard; a refused move goes back', async ({
  page,
}) => {
  const user = await registerUser('kbsort');
  const projectId = await inboxOf(user.token);
  await apiAs(user.token, 'PUT', `/projects/${projectId}/tasks`, { title: 'Rides along' });
  const { view, buckets } = await kanbanOf(user, projectId);
  const [a, b, c] = (await buckets()) as [Bucket, Bucket, Bucket];
  await openKanban(page, user, projectId, view.id);
  const titles = () => page.locator('section.bucket h2').allTextContents();
  const saved = async () => (await buckets()).map((x) => x.title);
  await expect.poll(titles).toEqual([a.title, b.title, c.title]);

  // Pointer: the first bucket's handle dropped onto the last bucket puts it at the end.
  const handle = page.getByRole('button', { name: `Move bucket ${a.title}` });
  const last = (await page.getByRole('region', { name: c.title }).boundingBox())!;
  await drag(page, (await handle.boundingBox())!, { x: last.x + last.width / 2 + 40, y: last.y + 40 });
  await expect.poll(titles).toEqual([b.title, c.title, a.title]);
  await expect.poll(saved).toEqual([b.title, c.title, a.title]);
  // The card went with its bucket.
  await expect(
    page.getByRole('region', { name: a.title }).getByTestId('kanban-card').filter({ hasText: 'Rides along' }),
  ).toBeVisible();

  // Keyboard: pick up the last bucket, one step left, drop; the announcement names the bucket.
  await keyboardDrag(
    page,
    page.getByRole('button', { name: `Move bucket ${a.title}` }),
    `bucket ${a.title}`,
    'ArrowLeft',
    [`bucket ${c.title}`],
  );
  await expect.poll(titles).toEqual([b.title, a.title, c.title]);
  await expect.poll(saved).toEqual([b.title, a.title, c.title]);
  await page.reload();
  await expect.poll(titles).toEqual([b.title, a.title, c.title]);

  // The server refuses: the error shows and the buckets go back where they were.
  await page.route(`**/api/v1/projects/${projectId}/views/${view.id}/buckets/${c.id}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 1, message: 'Broken on purpose' }),
        })
      : route.fallback(),
  );
  await keyboardDrag(
    page,
    page.getByRole('button', { name: `Move bucket ${c.title}` }),
    `bucket ${c.title}`,
    'ArrowLeft',
    [`bucket ${a.title}`, `bucket ${b.title}`],
  );
  await expect(page.getByRole('status').locator('.toast-error').last()).toBeVisible();
  await expect.poll(titles).toEqual([b.title, a.title, c.title]);
  expect(await saved()).toEqual([b.title, a.title, c.title]);

  // Cards still move between buckets.
  await page.unroute(`**/api/v1/projects/${projectId}/views/${view.id}/buckets/${c.id}`);
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Rides along' });
  const to = (await page.getByRole('region', { name: c.title }).locator('.bucket-cards').boundingBox())!;
  await drag(page, (await card.boundingBox())!, { x: to.x + to.width / 2, y: to.y + to.height / 2 });
  await expect(
    page.getByRole('region', { name: c.title }).getByTestId('kanban-card').filter({ hasText: 'Rides along' }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (
        await apiAs<Array<{ title: string; tasks: Array<{ title: string }> | null }>>(
          user.token,
          'GET',
          `/projects/${projectId}/views/${view.id}/tasks`,
        )
      )
        .find((x) => x.title === c.title)
        ?.tasks?.map((t) => t.title),
    )
    .toEqual(['Rides along']);
});

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
