import { expect, test } from './test';
import { apiAs } from './fixtures';
import { type View, type Bucket, setup, openKanban } from './kanban-bucket-fixtures';

test('kanban: a bucket with 30 tasks shows 25, and the rest on "show more"', async ({ page }) => {
  const { user, projectId, view, buckets } = await setup('kbmore');
  for (let i = 1; i <= 30; i++)
    await apiAs(user.token, 'PUT', `/projects/${projectId}/tasks`, { title: `Task ${String(i).padStart(2, '0')}` });
  await openKanban(page, user, projectId, view.id);

  const first = page.getByRole('region', { name: buckets[0]!.title });
  await expect(first.locator('.bucket-count')).toHaveText('30');
  await expect(first.getByTestId('kanban-card')).toHaveCount(25);
  await first.getByRole('button', { name: 'Show 5 more' }).click();
  await expect(first.getByTestId('kanban-card')).toHaveCount(30);
  await expect(first.getByRole('button', { name: /Show \d+ more/ })).toHaveCount(0);
  // Every task is there exactly once.
  const titles = await first.locator('.kanban-card-title').allTextContents();
  expect(new Set(titles).size).toBe(30);

  // A refresh of the board (here: a new card elsewhere) keeps the loaded page.
  const second = page.getByRole('region', { name: buckets[1]!.title });
  await page.getByLabel(`New task in ${buckets[1]!.title}`).fill('Elsewhere');
  await page.keyboard.press('Enter');
  await expect(second.getByTestId('kanban-card').filter({ hasText: 'Elsewhere' })).toBeVisible();
  await expect(first.getByTestId('kanban-card')).toHaveCount(30);
});

test('kanban: rename a bucket, set its limit (refused beyond it), a failed update reverts, delete but never the last', async ({
  page,
}) => {
  const { user, projectId, view, buckets } = await setup('kbmanage');
  await apiAs(user.token, 'PUT', `/projects/${projectId}/tasks`, { title: 'Only card' });
  await openKanban(page, user, projectId, view.id);
  const [a, b, c] = buckets as [Bucket, Bucket, Bucket];

  // Rename and limit 1.
  await page.getByRole('button', { name: `Edit bucket ${b.title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Review');
  await dialog.getByLabel('Task limit').fill('1');
  await dialog.getByRole('button', { name: 'Save bucket' }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.locator('h2')).toHaveText('Review');
  await expect
    .poll(async () =>
      (await apiAs<Bucket[]>(user.token, 'GET', `/projects/${projectId}/views/${view.id}/buckets`)).find(
        (x) => x.id === b.id,
      ),
    )
    .toMatchObject({ title: 'Review', limit: 1 });
  await page.reload();
  await expect(review.locator('.bucket-count')).toHaveText('0/1');

  // One card fits, the second one is refused with the bucket error.
  await page.getByLabel('New task in Review').fill('First review');
  await page.keyboard.press('Enter');
  await expect(review.getByTestId('kanban-card').filter({ hasText: 'First review' })).toBeVisible();
  await expect(review.locator('.bucket-count')).toHaveText('1/1');
  await page.getByLabel('New task in Review').fill('Second review');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('The bucket has reached its task limit.')).toBeVisible();
  await expect(review.getByTestId('kanban-card')).toHaveCount(1);

  // Dragging a card into the full bucket is refused by the server (10004) and the card goes back.
  await expect(page.getByRole('status').getByText('The bucket has reached its task limit.')).toHaveCount(0);
  const card = page.getByRole('region', { name: a.title }).getByTestId('kanban-card').filter({ hasText: 'Only card' });
  const from = (await card.boundingBox())!;
  const to = (await review.locator('.bucket-cards').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByRole('status').getByText('The bucket has reached its task limit.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: a.title }).getByTestId('kanban-card').filter({ hasText: 'Only card' }),
  ).toBeVisible();
  await expect(review.getByTestId('kanban-card')).toHaveCount(1);

  // A failed update shows the error and the bucket keeps its previous values.
  await page.route(`**/api/v1/projects/${projectId}/views/${view.id}/buckets/${b.id}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 1, message: 'Broken on purpose' }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Edit bucket Review' }).click();
  await dialog.getByLabel('Title').fill('Never saved');
  await dialog.getByRole('button', { name: 'Save bucket' }).click();
  await expect(page.getByRole('status').locator('.toast-error').last()).toBeVisible();
  await expect(review.locator('h2')).toHaveText('Review');
  await expect(page.getByRole('region', { name: 'Never saved' })).toHaveCount(0);
  await page.unroute(`**/api/v1/projects/${projectId}/views/${view.id}/buckets/${b.id}`);

  // Delete with a confirmation; its card moves to the default bucket.
  await page.getByRole('button', { name: 'Edit bucket Review' }).click();
  await dialog.getByRole('button', { name: 'Delete bucket' }).click();
  await dialog
    .getByRole('group', { name: /Delete the bucket “Review”/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.locator('section.bucket')).toHaveCount(2);
  await expect(
    page.getByRole('region', { name: a.title }).getByTestId('kanban-card').filter({ hasText: 'First review' }),
  ).toBeVisible();

  // Down to the last bucket: deleting is offered no more, with the reason.
  await page.getByRole('button', { name: `Edit bucket ${c.title}` }).click();
  await dialog.getByRole('button', { name: 'Delete bucket' }).click();
  await dialog.getByRole('group').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('section.bucket')).toHaveCount(1);
  await page.getByRole('button', { name: `Edit bucket ${a.title}` }).click();
  await expect(dialog.getByRole('button', { name: 'Delete bucket' })).toBeDisabled();
  await expect(dialog.getByText('The last bucket cannot be removed.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete bucket' })).toHaveAccessibleDescription(
    'The last bucket cannot be removed.',
  );
});

test('kanban: mark a bucket as the done bucket and as the default bucket', async ({ page }) => {
  const { user, projectId, view, buckets } = await setup('kbdone');
  const [a, b] = buckets as [Bucket, Bucket];
  await openKanban(page, user, projectId, view.id);

  await page.getByRole('button', { name: `Edit bucket ${b.title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Done bucket').click(); // the box follows the saved view a moment later
  await expect
    .poll(async () => (await apiAs<View>(user.token, 'GET', `/projects/${projectId}/views/${view.id}`)).done_bucket_id)
    .toBe(b.id);
  await expect(dialog.getByLabel('Done bucket')).toBeChecked();
  await dialog.getByLabel('Default bucket').click();
  await expect
    .poll(
      async () => (await apiAs<View>(user.token, 'GET', `/projects/${projectId}/views/${view.id}`)).default_bucket_id,
    )
    .toBe(b.id);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const second = page.getByRole('region', { name: b.title });
  await expect(second.locator('.badge-done')).toBeVisible();
  await expect(second.locator('.badge-default')).toBeVisible();
  await expect(page.locator('.badge-done')).toHaveCount(1);

  // The default bucket takes new tasks; the done bucket marks a card moved there done.
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${projectId}/tasks`, {
    title: 'Lands in default',
  });
  await page.reload();
  await expect(second.getByTestId('kanban-card').filter({ hasText: 'Lands in default' })).toBeVisible();
  await apiAs(user.token, 'POST', `/projects/${projectId}/views/${view.id}/buckets/${a.id}/tasks`, {
    task_id: task.id,
  });
  await apiAs(user.token, 'POST', `/projects/${projectId}/views/${view.id}/buckets/${b.id}/tasks`, {
    task_id: task.id,
  });
  expect((await apiAs<{ done: boolean }>(user.token, 'GET', `/tasks/${task.id}`)).done).toBe(true);

  // Unmarking takes the flag away again.
  await page.getByRole('button', { name: `Edit bucket ${b.title}` }).click();
  await dialog.getByLabel('Done bucket').click();
  await expect
    .poll(async () => (await apiAs<View>(user.token, 'GET', `/projects/${projectId}/views/${view.id}`)).done_bucket_id)
    .toBe(0);
});
