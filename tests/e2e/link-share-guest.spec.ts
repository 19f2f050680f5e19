import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { addField } from './task-fields';

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
