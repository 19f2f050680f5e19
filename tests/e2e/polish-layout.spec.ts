import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { box, type Box } from './fixtures-layout';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';

import { signInStored } from './fixtures-session';

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
    await signInStored(page, user);
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
    await signInStored(page, user);
    await page.goto(`${serverUrl()}/projects/${inbox}`);
    await page.getByRole('link', { name: 'Kanban' }).click();
    await expect(page.locator('section.bucket')).toHaveCount(3);
    const form = page.locator('.bucket-new');
    await expect(form).toBeVisible();
    expect(inside(await box(form), await box(page.locator('.kanban')))).toBe(true);
  });
});

test.describe('at 1440 px, table and settings', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('table titles read as text and the Columns button shares the search row', async ({ page }) => {
    const user = await registerUser('tbltitle');
    const inbox = await inboxOf(user.token);
    await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Water the plants' });
    await signInStored(page, user);
    await page.goto(`${serverUrl()}/projects/${inbox}`);
    await page.getByRole('link', { name: 'Table' }).click();
    // The list stays on screen until the table's code is here: its row has the same link.
    const title = page.getByRole('region', { name: 'Task table' }).getByRole('link', { name: 'Water the plants' });
    await expect(title).toBeVisible();
    const look = await title.evaluate((el) => {
      const cell = el.closest('td') as HTMLElement;
      return {
        color: getComputedStyle(el).color,
        cellColor: getComputedStyle(cell).color,
        line: getComputedStyle(el).textDecorationLine,
      };
    });
    expect(look.color).toBe(look.cellColor);
    expect(look.line).toBe('none');
    await title.hover();
    await expect(title).toHaveCSS('text-decoration-line', 'underline');
    const search = await box(page.getByRole('searchbox', { name: 'Search tasks' }));
    const columns = await box(page.locator('.column-chooser summary'));
    expect(Math.abs(columns.y + columns.height / 2 - (search.y + search.height / 2))).toBeLessThan(4);
  });

  test('settings fields stand apart from each other', async ({ page }) => {
    const user = await registerUser('setgap');
    await signInStored(page, user);
    await page.goto(`${serverUrl()}/user/settings/general`);
    const name = await box(page.getByLabel('Display name'));
    const language = await box(page.locator('label[for="settings-language"]'));
    expect(language.y - (name.y + name.height)).toBeGreaterThanOrEqual(12);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a task row's due date leads its details; the list's search box spans the row", async ({ page }) => {
    const user = await registerUser('phonerow');
    const inbox = await inboxOf(user.token);
    const due = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
    const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, {
      title: 'Write the launch announcement',
      description: '<p>Draft</p>',
      priority: 4,
      due_date: due,
    });
    for (const title of ['Urgent', 'Design', 'Research']) {
      const label = await apiAs<{ id: number }>(user.token, 'PUT', '/labels', { title });
      await apiAs(user.token, 'PUT', `/tasks/${task.id}/labels`, { label_id: label.id });
    }
    await signInStored(page, user);
    for (const path of ['/', `/projects/${inbox}`]) {
      await page.goto(`${serverUrl()}${path}`);
      const row = page.getByTestId('task-row').filter({ hasText: 'Write the launch announcement' });
      const dueDate = await box(row.locator('.task-due'));
      const meta = await box(row.locator('.task-row-meta'));
      expect(meta.height).toBeGreaterThan(dueDate.height * 1.5); // the details wrap
      expect(dueDate.y).toBeLessThanOrEqual(meta.y + 4); // and the due date is on their first line
    }
    const search = await box(page.getByRole('searchbox', { name: 'Search tasks' }));
    const filterRow = await box(page.locator('.view-filter-row'));
    expect(search.width).toBeGreaterThan(filterRow.width - 2);
  });

  test('the settings menu is compact, so the form is in sight', async ({ page }) => {
    const user = await registerUser('phoneset');
    await signInStored(page, user);
    await page.goto(`${serverUrl()}/user/settings/general`);
    const nav = await box(page.getByRole('navigation', { name: 'Settings sections' }));
    expect(nav.height).toBeLessThan(240);
    const name = await box(page.getByLabel('Display name'));
    expect(name.y + name.height).toBeLessThan(740);
  });
});
