import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';
import { addField } from './task-fields';

type User = Awaited<ReturnType<typeof registerUser>>;
interface ApiComment {
  id: number;
  comment: string;
}
interface ApiReminder {
  reminder: string | null;
  relative_period: number;
  relative_to: string;
}

async function openTask(page: Page, user: User, taskId: number, title: string) {
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/tasks/${taskId}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A second person in a browser of their own. */
async function otherPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ serviceWorkers: 'block' })).newPage();
}

const comments = (token: string, taskId: number) => apiAs<ApiComment[]>(token, 'GET', `/tasks/${taskId}/comments`);

test(
  'comments: readers cannot write, authors edit their own in place, admins delete anyone’s',
  { tag: '@release' },
  async ({ page, browser }) => {
    const owner = await registerUser('cowner');
    const reader = await registerUser('creader');
    const writer = await registerUser('cwriter');
    const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Comment rules' });
    await apiAs(owner.token, 'PUT', `/projects/${project.id}/users`, { username: writer.username, permission: 1 });
    const task = await apiAs<{ id: number }>(owner.token, 'PUT', `/projects/${project.id}/tasks`, {
      title: 'Talk it over',
    });
    await apiAs(writer.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>First thought</p>' });
    // The reader wrote one while they could still write.
    await apiAs(owner.token, 'PUT', `/projects/${project.id}/users`, { username: reader.username, permission: 1 });
    await apiAs(reader.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Reader note</p>' });
    await apiAs(owner.token, 'POST', `/projects/${project.id}/users/${reader.username}`, { permission: 0 });

    let dialog = await openTask(page, reader, task.id, 'Talk it over');
    await expect(dialog.getByText('Reader note')).toBeVisible();
    await expect(dialog.getByLabel('Write a comment…')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Comment', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);

    dialog = await openTask(await otherPage(browser), writer, task.id, 'Talk it over');
    // Oldest first: the writer's comment leads.
    const mine = dialog.locator('.comment').first();
    await expect(mine).toContainText('First thought');
    await expect(
      dialog
        .locator('.comment')
        .filter({ hasText: 'Reader note' })
        .getByRole('button', { name: /^(Edit|Delete) comment$/ }),
    ).toHaveCount(0);
    await mine.getByRole('button', { name: 'Edit comment' }).click();
    const field = mine.getByLabel('Comment text');
    await expect(field).toHaveValue('First thought');
    await expect(field).toBeFocused();
    await field.fill('Second <thought>');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(mine.getByText('Second <thought>')).toBeVisible();
    await expect(mine.getByText('(edited)')).toBeVisible();
    await expect
      .poll(async () => (await comments(owner.token, task.id)).map((c) => c.comment))
      .toEqual(['<p>Second &lt;thought&gt;</p>', '<p>Reader note</p>']);
    // Escape leaves the edit and keeps the task open.
    await mine.getByRole('button', { name: 'Edit comment' }).click();
    await mine.getByLabel('Comment text').press('Escape');
    await expect(mine.getByLabel('Comment text')).toHaveCount(0);
    await expect(dialog).toBeVisible();

    dialog = await openTask(await otherPage(browser), owner, task.id, 'Talk it over');
    const readers = dialog.locator('.comment').filter({ hasText: 'Reader note' });
    await expect(readers.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
    await readers.getByRole('button', { name: 'Delete comment' }).click();
    await expect(readers).toHaveCount(0);
    await expect.poll(async () => (await comments(owner.token, task.id)).length).toBe(1);
  },
);

test('comments: none can be written on an archived project', async ({ page }) => {
  const owner = await registerUser('carch');
  const project = await apiAs<{ id: number; title: string }>(owner.token, 'PUT', '/projects', { title: 'Old plans' });
  const task = await apiAs<{ id: number }>(owner.token, 'PUT', `/projects/${project.id}/tasks`, {
    title: 'Done long ago',
  });
  await apiAs(owner.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Back then</p>' });
  await apiAs(owner.token, 'POST', `/projects/${project.id}`, { title: 'Old plans', is_archived: true });

  const dialog = await openTask(page, owner, task.id, 'Done long ago');
  await expect(dialog.getByText('Back then')).toBeVisible();
  await expect(dialog.getByLabel('Write a comment…')).toHaveCount(0);
  await expect(dialog.locator('.comment').getByRole('button', { name: /comment/ })).toHaveCount(0);
});

test('reminders: an existing reminder is changed in place', async ({ page }) => {
  const user = await registerUser('remind');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, {
    title: 'Call the plumber',
    due_date: '2030-05-01T10:00:00Z',
    reminders: [{ relative_to: 'due_date', relative_period: -3600 }],
  });
  const dialog = await openTask(page, user, task.id, 'Call the plumber');
  await dialog.getByRole('button', { name: /^Edit the reminder / }).click();
  const row = dialog.locator('.task-reminders li');
  await expect(row.getByLabel('How many')).toHaveValue('1');
  await expect(row.getByLabel('Unit')).toHaveValue('hours');
  await row.getByLabel('How many').fill('2');
  await row.getByLabel('Unit').selectOption('days');
  await row.getByRole('button', { name: 'Save reminder' }).click();
  await expect
    .poll(async () =>
      (await apiAs<{ reminders: ApiReminder[] }>(user.token, 'GET', `/tasks/${task.id}`)).reminders.map((r) => [
        r.relative_to,
        r.relative_period,
      ]),
    )
    .toEqual([['due_date', -2 * 86400]]);
  await expect(dialog.getByRole('button', { name: /^Edit the reminder / })).toHaveCount(1);
});

test(
  'link-share guest: no account-only entries in the project menu or the task, no new labels',
  { tag: '@release' },
  async ({ page }) => {
    const owner = await registerUser('lsowner');
    const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Guest plans' });
    await apiAs(owner.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Guest task' });
    const share = await apiAs<{ hash: string }>(owner.token, 'PUT', `/projects/${project.id}/shares`, {
      permission: 2,
    });
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403 && r.url().includes('/api/v1/')) refused.push(`${r.request().method()} ${r.url()}`);
    });

    await page.goto(`${serverUrl()}/projects/${project.id}#share-auth-token=${share.hash}`);
    await expect(page.locator('.link-share-title')).toHaveText('Guest plans');
    await page.getByLabel('Project settings').click();
    const menu = page.locator('.project-header .menu-list');
    await expect(menu.getByRole('link', { name: 'Edit' })).toBeVisible();
    for (const name of ['Share', 'Duplicate', 'Webhooks', 'New sub-project'])
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Guest task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guest task' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
    await addField(dialog, 'Labels');
    await dialog.getByLabel('Add a label…').fill('Brand new');
    await dialog.getByLabel('Add a label…').press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('There is no label “Brand new”');

    // A guest with write access may comment, and edit what they wrote.
    await dialog.getByLabel('Write a comment…').fill('Guest says hi');
    await dialog.getByRole('button', { name: 'Comment', exact: true }).click();
    const mine = dialog.locator('.comment').first();
    await expect(mine).toContainText('Guest says hi');
    await mine.getByRole('button', { name: 'Edit comment' }).click();
    await mine.getByLabel('Comment text').fill('Guest says bye');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(mine.getByText('Guest says bye')).toBeVisible();
    expect(refused).toEqual([]);
  },
);
