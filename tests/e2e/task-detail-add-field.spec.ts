import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { layoutProblems } from './layout-check';
import { signInStored } from './fixtures-session';

async function openTask(page: Page, fields: Record<string, unknown> = {}) {
  const user = await registerUser('fields');
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${await inboxOf(user.token)}/tasks`, {
    title: 'Renew the passport',
    ...fields,
  });
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Renew the passport' });
  await expect(dialog.getByLabel('Title')).toBeVisible();
  return { user, task, dialog };
}

test('the task detail shows the set fields; the Add field menu and the shortcuts show the others, focused', async ({
  page,
}) => {
  const { dialog } = await openTask(page, { due_date: '2030-05-01T10:00:00Z' });
  await expect(dialog.getByLabel('Due', { exact: true })).toBeVisible();
  for (const name of ['Starts', 'Ends', 'Priority', 'Progress', 'Add a label…', 'Assign someone…'])
    await expect(dialog.getByLabel(name, { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Colour' })).toHaveCount(0);

  // From the keyboard: the menu takes the focus, the arrows move in it, Enter adds the field.
  const add = dialog.getByRole('button', { name: 'Add field' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Start date', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('button', { name: 'End date', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Ends', { exact: true })).toBeFocused();

  // Escape in the menu closes the menu, not the task.
  await add.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(add).toBeFocused();

  // A single-key shortcut shows its field and puts the focus in it.
  await page.keyboard.press('p');
  await expect(dialog.getByLabel('Priority')).toBeFocused();
  await add.focus();
  await page.keyboard.press('a');
  await expect(dialog.getByLabel('Assign someone…')).toBeFocused();
});

for (const width of [1440, 800, 360]) {
  test(`at ${width} px the close button covers nothing and nothing is cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { dialog } = await openTask(page, { priority: 3, hex_color: '1973ff', repeat_after: 86400 });
    expect(await layoutProblems(page)).toEqual([]);
    const overlapping = await dialog.evaluate((root) => {
      const close = root.querySelector('.modal-close')!.getBoundingClientRect();
      const controls = root.querySelectorAll(':is(button, input, select, textarea, a[href]):not(.visually-hidden)');
      return [...controls]
        .filter((el) => !el.classList.contains('modal-close'))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0) return false;
          const apart =
            box.left >= close.right || close.left >= box.right || box.top >= close.bottom || close.top >= box.bottom;
          return !apart;
        })
        .map((el) => el.outerHTML.slice(0, 80));
    });
    expect(overlapping).toEqual([]);
  });
}
