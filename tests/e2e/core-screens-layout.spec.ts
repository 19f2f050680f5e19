import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { box } from './fixtures-layout';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

// The core screens on a 360 px phone: their small controls are touch targets (44 px), the confirm dialogs'
// buttons span the sheet, the table keeps its titles in sight; at 1440 px the wide look is kept.
// phone-layout.spec.ts checks every route for sideways scrolling, cut-off and covered controls.

type User = Awaited<ReturnType<typeof registerUser>>;
const TOUCH = 44;

async function seed(user: User) {
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, {
    title: 'Water the tomatoes before the sun is high',
    priority: 3,
  });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Twice a day in July</p>' });
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(
    user.token,
    'GET',
    `/projects/${project.id}/views`,
  );
  const view = (kind: string) => `/projects/${project.id}/${views.find((v) => v.view_kind === kind)?.id}`;
  return { project: project.id, task: task.id, view };
}

async function expectTouch(locator: Locator, what: string, width = true) {
  const b = await box(locator);
  expect(Math.round(b.height), `${what} height`).toBeGreaterThanOrEqual(TOUCH);
  if (width) expect(Math.round(b.width), `${what} width`).toBeGreaterThanOrEqual(TOUCH);
}

/** The dialog's confirm and cancel: their boxes, and the dialog's. */
async function dialogButtons(page: Page, path: string, confirm: string) {
  await page.goto(`${serverUrl()}${path}`);
  const dialog = page.getByRole('dialog');
  const ok = await box(dialog.getByRole('button', { name: confirm, exact: true }));
  const cancel = await box(dialog.getByRole('button', { name: 'Cancel' }));
  return { ok, cancel, dialog: await box(dialog) };
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('archive, delete and duplicate ask with full-width buttons, the confirming one first', async ({ page }) => {
    const user = await registerUser('dlgphone');
    const { project } = await seed(user);
    await signInStored(page, user);
    for (const [section, confirm] of [
      ['archive', 'Archive'],
      ['delete', 'Delete for good'],
      ['duplicate', 'Duplicate'],
    ] as const) {
      const { ok, cancel, dialog } = await dialogButtons(page, `/projects/${project}/settings/${section}`, confirm);
      for (const [name, b] of [
        ['confirm', ok],
        ['cancel', cancel],
      ] as const) {
        expect(Math.round(b.height), `${section} ${name}`).toBeGreaterThanOrEqual(TOUCH);
        // The sheet's padding on either side, nothing more.
        expect(b.width, `${section} ${name}`).toBeGreaterThan(dialog.width - 40);
      }
      expect(cancel.y, section).toBeGreaterThanOrEqual(ok.y + ok.height);
    }
  });

  test("the list, table and task detail's small controls are touch targets", async ({ page }) => {
    const user = await registerUser('tapcore');
    const { task, view } = await seed(user);
    await signInStored(page, user, { path: view('list') });
    const tabs = page.getByRole('navigation', { name: 'Views' });
    for (const name of ['List', 'Table', 'Kanban']) await expectTouch(tabs.getByRole('link', { name }), name);
    await expectTouch(page.getByRole('button', { name: 'Quick add help' }), 'quick add help');
    await expectTouch(page.locator('.quick-add-textarea'), 'quick add', false);
    await expectTouch(page.locator('.logo-link'), 'logo');
    // A row's title is a whole touch target, however short its one line is.
    const row = page.locator('.task-row', { hasText: 'Water the tomatoes' });
    await expectTouch(row.getByRole('link', { name: /Water the tomatoes/ }), 'task title', false);
    // So is its done box: a tap just beside the drawn box, in its label, still marks the task done.
    const check = row.getByRole('checkbox', { name: /Water the tomatoes/ });
    const hit = await box(row.locator('.task-check-hit'));
    expect(Math.round(hit.height), 'done box height').toBeGreaterThanOrEqual(TOUCH);
    const drawn = await box(check);
    const done = page.waitForResponse((r) => r.request().method() === 'POST' && /\/tasks\/\d+$/.test(r.url()));
    await page.mouse.click(drawn.x + drawn.width / 2, hit.y + 3);
    expect(((await (await done).json()) as { done: boolean }).done).toBe(true);
    await apiAs(user.token, 'POST', `/tasks/${task}`, {
      title: 'Water the tomatoes before the sun is high',
      done: false,
    });

    await page.goto(`${serverUrl()}${view('table')}`);
    const frame = page.getByRole('region', { name: 'Task table' });
    await expectTouch(frame.getByRole('button', { name: 'Title' }), 'sort by title', false);
    // The title column stays in sight while the table scrolls sideways under it.
    const columns = page.locator('summary', { hasText: 'Columns' });
    await columns.click();
    for (const column of ['Labels', 'Assignees', 'Created', 'Updated'])
      await page.getByRole('checkbox', { name: column, exact: true }).check();
    await columns.click();
    const title = frame.locator('td.table-title').first();
    const before = await box(title);
    await frame.evaluate((el) => el.scrollBy({ left: 400, behavior: 'instant' }));
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before.x);
    const after = await box(title);
    expect(Math.abs(after.x - (await box(frame)).x)).toBeLessThan(2);

    await page.goto(`${serverUrl()}/tasks/${task}`);
    const dialog = page.getByRole('dialog');
    await expectTouch(dialog.locator('.task-detail-header > .checkbox'), 'done');
    await expectTouch(dialog.getByRole('link', { name: 'Garden' }), 'project');
    await expectTouch(dialog.getByRole('button', { name: 'Edit comment' }), 'edit comment');
    await expectTouch(dialog.getByRole('button', { name: 'Delete comment' }), 'delete comment');
    // The author's name and the comment's actions share the first line; when, under the name.
    const name = await box(dialog.locator('.comment header > strong'));
    const edit = await box(dialog.getByRole('button', { name: 'Edit comment' }));
    const when = await box(dialog.locator('.comment header > time'));
    expect(Math.abs(name.y + name.height / 2 - (edit.y + edit.height / 2))).toBeLessThan(4);
    expect(when.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    for (const add of await dialog.getByRole('button', { name: 'Add a reaction' }).all())
      await expectTouch(add, 'add a reaction');

    // "Delete this task for good?" answers with full-width buttons.
    await dialog.getByRole('button', { name: 'Delete task' }).click();
    const group = dialog.getByRole('group', { name: /delete this task/i });
    const yes = await box(group.getByRole('button', { name: 'Delete', exact: true }));
    const no = await box(group.getByRole('button', { name: 'Cancel' }));
    const sheet = await box(dialog);
    for (const b of [yes, no]) {
      expect(Math.round(b.height)).toBeGreaterThanOrEqual(TOUCH);
      expect(b.width).toBeGreaterThan(sheet.width - 40);
    }
    expect(no.y).toBeGreaterThanOrEqual(yes.y + yes.height);
  });

  test("in dark, a team's checklist boxes stand on their text's line and its text starts at the box's top", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const user = await registerUser('teamdesc');
    const team = await apiAs<{ id: number }>(user.token, 'PUT', '/teams', {
      name: 'Gardeners',
      description:
        '<p>We grow things.</p><ul data-type="taskList"><li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>Sow the seeds, a long line that wraps on a phone</p></div></li></ul>',
    });
    await signInStored(page, user, { path: `/teams/${team.id}/edit` });
    const editor = page.locator('.team-card .ProseMirror');
    const first = await box(editor.locator('p').first());
    expect(first.y - (await box(editor)).y).toBeLessThan(16);
    const check = await box(editor.locator('li[data-checked] input'));
    const text = await box(editor.locator('li[data-checked] p'));
    expect(check.x + check.width).toBeLessThanOrEqual(text.x);
    // The box sits beside the first line of its text, not above it.
    expect(check.y).toBeGreaterThanOrEqual(text.y - 4);
    expect(check.y).toBeLessThan(text.y + 24);
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the wide look stays: pill tabs, side-by-side dialog buttons, a table whose titles don't stick", async ({
    page,
  }) => {
    const user = await registerUser('widecore');
    const { project, view } = await seed(user);
    await signInStored(page, user, { path: view('table') });
    const tab = await box(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'List' }));
    expect(tab.height).toBeLessThan(TOUCH);
    const title = page.locator('td.table-title').first();
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const { ok, cancel } = await dialogButtons(page, `/projects/${project}/settings/archive`, 'Archive');
    expect(Math.round(cancel.y)).toBe(Math.round(ok.y));
    expect(cancel.x).toBeGreaterThan(ok.x + ok.width);
  });
});
