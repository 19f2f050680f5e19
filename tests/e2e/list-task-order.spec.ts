import { expect, test } from './test';
import { keyboardDrag } from './dnd';
import { projectWith, open, order } from './list-fixtures';

test('the keyboard moves a task by its handle, the position is saved for the view and survives a reload', async ({
  page,
}) => {
  const { user, projectId } = await projectWith('kbsort', ['Post the letter', 'Buy stamps', 'Call the bank']);
  await open(page, user, projectId);
  await expect.poll(() => order(page)).toEqual(['Post the letter', 'Buy stamps', 'Call the bank']);

  const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/tasks\/\d+\/position$/.test(r.url()));
  await keyboardDrag(page, page.getByRole('button', { name: 'Move “Call the bank”' }), 'Call the bank', 'ArrowUp', [
    'Buy stamps',
    'Post the letter',
  ]);
  const body = (await saved).postDataJSON() as { project_view_id: number; position: number };
  expect(body.position).toBe(32768);
  expect(body.project_view_id).toBeGreaterThan(0);
  await expect.poll(() => order(page)).toEqual(['Call the bank', 'Post the letter', 'Buy stamps']);

  await page.reload();
  await expect.poll(() => order(page)).toEqual(['Call the bank', 'Post the letter', 'Buy stamps']);
});

test('the pointer drags a task below another; a refused save puts it back with an error', async ({ page }) => {
  const { user, projectId } = await projectWith('ptrsort', ['Water plants', 'Feed the cat', 'Take out bins']);
  await open(page, user, projectId);
  await expect.poll(() => order(page)).toEqual(['Water plants', 'Feed the cat', 'Take out bins']);

  async function drag(from: string, below: string) {
    const handle = page.getByRole('button', { name: `Move “${from}”` });
    const target = page.getByTestId('task-row').filter({ hasText: below });
    const a = (await handle.boundingBox())!;
    const b = (await target.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 3 });
    await page.mouse.move(a.x + a.width / 2, b.y + b.height * 0.9, { steps: 10 });
    await page.mouse.up();
  }

  await drag('Water plants', 'Feed the cat');
  await expect.poll(() => order(page)).toEqual(['Feed the cat', 'Water plants', 'Take out bins']);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['Feed the cat', 'Water plants', 'Take out bins']);

  await page.route(/\/tasks\/\d+\/position$/, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 3008, message: 'archived' }),
    }),
  );
  await drag('Feed the cat', 'Water plants');
  await expect(page.getByText('The project is archived and can only be read.')).toBeVisible();
  await expect.poll(() => order(page)).toEqual(['Feed the cat', 'Water plants', 'Take out bins']);
});
