import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

test(
  'kanban: drag a card into the done bucket marks it done; a new card lands in its bucket',
  { tag: '@release' },
  async ({ page }) => {
    const user = await registerUser('kanban');
    const inbox = await inboxOf(user.token);
    const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Ship it' });

    await signInStored(page, user);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('link', { name: 'Kanban' }).click();

    const buckets = page.locator('section.bucket');
    await expect(buckets).toHaveCount(3);
    const doneBucket = buckets.filter({ has: page.locator('.badge-done') });
    const card = page.getByTestId('kanban-card').filter({ hasText: 'Ship it' });
    await expect(card).toBeVisible();

    const from = (await card.boundingBox())!;
    const to = (await doneBucket.locator('.bucket-cards').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();

    await expect(doneBucket.getByTestId('kanban-card').filter({ hasText: 'Ship it' })).toBeVisible();
    await expect
      .poll(async () => (await apiAs<{ done: boolean }>(user.token, 'GET', `/tasks/${task.id}`)).done)
      .toBe(true);
    await page.reload();
    await expect(doneBucket.getByTestId('kanban-card').filter({ hasText: 'Ship it' })).toBeVisible();

    // Adding a card in the second bucket puts it there.
    const second = buckets.nth(1);
    const name = (await second.locator('h2').textContent()) ?? '';
    await page.getByLabel(`New task in ${name}`).fill('Review');
    await page.keyboard.press('Enter');
    await expect(second.getByTestId('kanban-card').filter({ hasText: 'Review' })).toBeVisible();
    await page.reload();
    await expect(second.getByTestId('kanban-card').filter({ hasText: 'Review' })).toBeVisible();
  },
);
