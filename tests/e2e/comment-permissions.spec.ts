import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

type User = Awaited<ReturnType<typeof registerUser>>;
interface ApiComment {
  id: number;
  comment: string;
}

async function openTask(page: Page, user: User, taskId: number, title: string) {
  await signInStored(page, user);
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
