import { expect, test } from './test';
import { registerUser } from './fixtures';
import { newTask, getTask } from './task-detail-fixtures';
import { signInStored } from './fixtures-session';

test('gantt: the hour zoom shows hours (the date at midnight) and places bars to the hour', async ({ page }) => {
  const user = await registerUser('hours');
  const start = new Date();
  start.setHours(10, 0, 0, 0);
  const end = new Date(start);
  end.setHours(13, 0, 0, 0);
  const task = await newTask(user, 'Workshop', { start_date: start.toISOString(), end_date: end.toISOString() });
  await signInStored(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: 'Gantt' }).click();

  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await page.getByLabel('From', { exact: true }).fill(day(start));
  await page.getByLabel('To', { exact: true }).fill(day(start));
  await page.getByLabel('Scale').selectOption({ label: 'Hours' });

  const header = page.locator('.gantt-days span');
  await expect(header).toHaveCount(24);
  await expect(header.nth(0)).toHaveText(start.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));
  await expect(header.nth(1)).toHaveText('01');
  await expect(header.nth(10)).toHaveText('10');

  const bar = page.getByTestId('gantt-bar').filter({ hasText: 'Workshop' });
  await expect(bar).toHaveCSS('left', '400px');
  await expect(bar).toHaveCSS('width', '120px');

  await bar.focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => {
      const saved = await getTask(user, task.id);
      return [
        new Date(saved.start_date).getTime() - start.getTime(),
        new Date(saved.end_date).getTime() - end.getTime(),
      ];
    })
    .toEqual([3_600_000, 3_600_000]);
  await expect(bar).toHaveCSS('left', '440px');
});
