import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

const DAY = 86_400_000;

test('gantt: a dated task shows as a bar; dragging and arrow keys move its dates by whole days', async ({ page }) => {
  const user = await registerUser('gantt');
  const inbox = await inboxOf(user.token);
  const start = new Date();
  start.setHours(10, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * DAY);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, {
    title: 'Launch',
    start_date: start.toISOString(),
    end_date: end.toISOString(),
  });
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Someday' });

  await signInStored(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: 'Gantt' }).click();

  const bar = page.getByTestId('gantt-bar').filter({ hasText: 'Launch' });
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('gantt-bar')).toHaveCount(1);
  await page.getByLabel('Show tasks without dates').check();
  await expect(page.getByRole('link', { name: 'Someday' })).toBeVisible();

  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 10 + 2 * 28, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();

  const dates = async () => {
    const saved = await apiAs<{ start_date: string; end_date: string }>(user.token, 'GET', `/tasks/${task.id}`);
    return [new Date(saved.start_date).getTime() - start.getTime(), new Date(saved.end_date).getTime() - end.getTime()];
  };
  await expect.poll(dates).toEqual([2 * DAY, 2 * DAY]);

  await bar.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(dates).toEqual([2 * DAY, 3 * DAY]);
});
