import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';
import { open, order, projectWith } from './list-fixtures';

// Rows and cards draw without dnd-kit's hooks until a drag can begin (a mouse over the list, focus, a press):
// the first drag after a load, by a finger or the keyboard, must work as any later one.
test.use({ hasTouch: true });

/** A finger drag from the middle of `from` to (x, y), with no mouse pointer ever over the page. */
async function touchDrag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ ...point, id: 1 }] : [] });
  await touch('touchStart', start);
  const steps = 12;
  for (let i = 1; i <= steps; i++)
    await touch('touchMove', {
      x: start.x + ((to.x - start.x) * i) / steps,
      y: start.y + ((to.y - start.y) * i) / steps,
    });
  await touch('touchEnd');
  await cdp.detach();
}

/** dnd-kit names its instructions on an item it has taken over; a resting one has none yet. */
const expectResting = (item: Locator) => expect(item).not.toHaveAttribute('aria-describedby');

test('the first drag after a load, by a finger, moves a list task and saves its place', async ({ page }) => {
  const { user, projectId } = await projectWith('touchsort', ['Water plants', 'Feed the cat', 'Take out bins']);
  await open(page, user, projectId);
  await expect.poll(() => order(page)).toEqual(['Water plants', 'Feed the cat', 'Take out bins']);
  const handle = page.getByRole('button', { name: 'Move “Water plants”' });
  await expectResting(handle);

  const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/tasks\/\d+\/position$/.test(r.url()));
  const target = (await page.getByTestId('task-row').filter({ hasText: 'Feed the cat' }).boundingBox())!;
  const from = (await handle.boundingBox())!;
  await touchDrag(page, handle, { x: from.x + from.width / 2, y: target.y + target.height * 0.9 });
  await saved;
  await expect.poll(() => order(page)).toEqual(['Feed the cat', 'Water plants', 'Take out bins']);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['Feed the cat', 'Water plants', 'Take out bins']);
});

async function board(prefix: string) {
  const user = await registerUser(prefix);
  const inbox = await inboxOf(user.token);
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Ship it' });
  return user;
}

async function openBoard(page: Page, user: Awaited<ReturnType<typeof registerUser>>) {
  await signInStored(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: 'Kanban' }).click();
  const buckets = page.locator('section.bucket');
  await expect(buckets).toHaveCount(3);
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Ship it' });
  await expect(buckets.first().getByTestId('kanban-card')).toHaveText(/Ship it/);
  return { buckets, card };
}

test('the first drag after a load, by a finger, moves a kanban card to another bucket', async ({ page }) => {
  const user = await board('touchcard');
  const { buckets, card } = await openBoard(page, user);
  await expectResting(card);
  const to = (await buckets.nth(1).locator('.bucket-cards').boundingBox())!;
  await touchDrag(page, card, { x: to.x + to.width / 2, y: to.y + to.height / 2 });
  await expect(buckets.nth(1).getByTestId('kanban-card').filter({ hasText: 'Ship it' })).toBeVisible();
  await page.reload();
  await expect(buckets.nth(1).getByTestId('kanban-card').filter({ hasText: 'Ship it' })).toBeVisible();
});

test('the first drag after a load, by the keyboard, moves a kanban card to the next bucket', async ({ page }) => {
  const user = await board('keycard');
  const { buckets, card } = await openBoard(page, user);
  await expectResting(card);
  const second = (await buckets.nth(1).locator('h2').textContent()) ?? '';
  const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'Ship it' });
  await card.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(/^(Picked up Ship it|Ship it is back where it started)\.$/);
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(`Ship it is over bucket ${second}.`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Ship it was dropped on bucket ${second}.`);
  await expect(buckets.nth(1).getByTestId('kanban-card').filter({ hasText: 'Ship it' })).toBeVisible();
  await page.reload();
  await expect(buckets.nth(1).getByTestId('kanban-card').filter({ hasText: 'Ship it' })).toBeVisible();
});
