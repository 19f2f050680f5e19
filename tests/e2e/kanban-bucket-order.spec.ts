import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { keyboardDrag } from './dnd';
import { type Bucket, kanbanOf, openKanban, drag } from './kanban-board-fixtures';

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
