import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { registerUser, serverUrl } from './fixtures';
import { newTask } from './task-detail-fixtures';
import { signInStored } from './fixtures-session';

/** A task tall enough that its dialog scrolls: a long description and a few fields shown. */
const LONG = Array.from({ length: 30 }, (_, i) => `<p>Paragraph ${i + 1} of the plan.</p>`).join('');

/** Where the dialog's top bar (done box, project, favourite) sits against the dialog's own top edge. */
async function topBarAgainstDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Tall task' });
  const header = dialog.locator('.task-detail-header');
  await expect(header).toBeVisible();
  const [box, frame] = await Promise.all([header.boundingBox(), dialog.boundingBox()]);
  return { headerTop: box!.y, dialogTop: frame!.y };
}

for (const width of [1440, 360]) {
  test(`at ${width} px the task opens with its top bar in sight and the focus on the task`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
    const user = await registerUser('attop');
    const task = await newTask(user, 'Tall task', { description: LONG, priority: 3, hex_color: '1973ff' });
    await signInStored(page, user);

    // Visited directly, the task is loaded before its dialog opens (it picks the page behind it).
    await page.goto(`${serverUrl()}/tasks/${task.id}`);
    const dialog = page.getByRole('dialog', { name: 'Tall task' });
    await expect(dialog.locator('article.task-detail')).toBeFocused();
    const direct = await topBarAgainstDialog(page);
    expect(direct.headerTop).toBeGreaterThanOrEqual(direct.dialogTop);
    expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);

    // Opened from the list, where the task loads once the dialog is open.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Tall task' }).click();
    await expect(dialog.locator('article.task-detail')).toBeFocused();
    const fromList = await topBarAgainstDialog(page);
    expect(fromList.headerTop).toBeGreaterThanOrEqual(fromList.dialogTop);
  });
}

for (const width of [360, 1440]) {
  test(`at ${width} px a long title is shown whole, visited directly and after the window changed width`, async ({
    page,
  }) => {
    const other = width > 800 ? 360 : 1440;
    await page.setViewportSize({ width, height: 800 });
    const user = await registerUser('titlewrap');
    const title = 'Write the launch announcement for the blog, the newsletter, the partners and the press';
    const task = await newTask(user, title);
    await signInStored(page, user);
    await page.goto(`${serverUrl()}/tasks/${task.id}`);
    const field = page.getByRole('dialog', { name: title }).getByLabel('Title');
    const hidden = () => field.evaluate((el) => el.scrollHeight - el.clientHeight);
    await expect(field).toHaveValue(title);
    await expect.poll(hidden).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: other, height: 800 });
    await expect.poll(hidden).toBeLessThanOrEqual(0);
  });
}

test('at 1440 px the comment button is the size of its word, at the end of the comment box', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await registerUser('commentbtn');
  const task = await newTask(user, 'Talk it over');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Talk it over' });
  const [button, box] = await Promise.all([
    dialog.getByRole('button', { name: 'Comment', exact: true }).boundingBox(),
    dialog.getByRole('textbox', { name: 'Write a comment…' }).boundingBox(),
  ]);
  expect(button!.width).toBeLessThan(box!.width / 3);
  expect(Math.abs(button!.x + button!.width - (box!.x + box!.width))).toBeLessThanOrEqual(1);
});
