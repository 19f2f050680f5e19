import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signIn } from './fixtures-accounts';

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
};
/** Whether `inner` lies wholly inside `outer` (a pixel's rounding allowed). */
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the active project's highlight covers its whole row; its dot sits close to the drag handle", async ({
    page,
  }) => {
    const user = await registerUser('rowhl');
    const inbox = await inboxOf(user.token);
    await apiAs(user.token, 'PUT', '/projects', { title: 'Errands' });
    await signIn(page, serverUrl(), user);
    await page.goto(`${serverUrl()}/projects/${inbox}`);
    const rowOf = (title: string) => page.getByTestId('sidebar-project').filter({ hasText: title });
    const row = rowOf('Inbox');
    await expect(row.locator('.project-link.active')).toBeVisible();
    const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    // The row carries the highlight (the link inside adds no box of its own), so it reaches handle and menu.
    expect(await background(row)).not.toBe(await background(rowOf('Errands')));
    expect(await background(row.locator('.project-link'))).toBe('rgba(0, 0, 0, 0)');
    const handle = await box(row.locator('.drag-handle'));
    const dot = await box(row.locator('.color-bubble'));
    expect(dot.x - (handle.x + handle.width)).toBeLessThan(28);
  });

  test('the kanban board shows its new-bucket column whole beside three buckets', async ({ page }) => {
    const user = await registerUser('kbwide');
    const inbox = await inboxOf(user.token);
    await signIn(page, serverUrl(), user);
    await page.goto(`${serverUrl()}/projects/${inbox}`);
    await page.getByRole('link', { name: 'Kanban' }).click();
    await expect(page.locator('section.bucket')).toHaveCount(3);
    const form = page.locator('.bucket-new');
    await expect(form).toBeVisible();
    expect(inside(await box(form), await box(page.locator('.kanban')))).toBe(true);
  });
});
