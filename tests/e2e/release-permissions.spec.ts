import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiUser, call, ownServer } from './fixtures-accounts';
import { signInStored } from './fixtures-session';

/**
 * Every release grants owners their rights: 0.24 tells a single read's permission only in x-max-right and
 * lists none; 1.x/2.x send `max_permission: 0` in every single read's body and the real value in
 * x-max-permission. An owner must still be able to edit, and a reader must still only read.
 */
async function openProject(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

for (const compat of ['0.24', '1'] as const) {
  test(`compat ${compat}: an owner edits projects, tasks and kanban; a reader only reads`, async ({
    page,
    browser,
  }) => {
    const server = await ownServer({ compat });
    try {
      const tag = compat.replace('.', '');
      const owner = await apiUser(server.url, `rpowner${tag}`);
      const reader = await apiUser(server.url, `rpreader${tag}`);
      const project = await call<{ id: number }>(
        server.url,
        'PUT',
        '/projects',
        { title: 'Release plan' },
        owner.token,
      );
      const share =
        compat === '0.24' ? { user_id: reader.username, right: 0 } : { username: reader.username, permission: 0 };
      await call(server.url, 'PUT', `/projects/${project.id}/users`, share, owner.token);
      const task = await call<{ id: number }>(
        server.url,
        'PUT',
        `/projects/${project.id}/tasks`,
        { title: 'Draft the plan' },
        owner.token,
      );

      await signInStored(page, owner, { base: server.url });
      // The sidebar offers the owner the project's settings, although 0.24's list carries no permission.
      await expect(page.getByRole('button', { name: 'Settings of Release plan' })).toBeVisible();

      await openProject(page, 'Release plan');
      await expect(page.getByRole('checkbox', { name: 'Mark “Draft the plan” as done' })).toBeEnabled();
      await page.getByPlaceholder('Add a task…').fill('Book the venue');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('checkbox', { name: 'Mark “Book the venue” as done' })).toBeEnabled();
      await expect
        .poll(async () =>
          (
            await call<Array<{ title: string }>>(
              server.url,
              'GET',
              `/projects/${project.id}/tasks`,
              undefined,
              owner.token,
            )
          ).map((t) => t.title),
        )
        .toContain('Book the venue');

      await page.goto(`${server.url}/tasks/${task.id}`);
      const dialog = page.getByRole('dialog', { name: 'Draft the plan' });
      await dialog.getByLabel('Title').fill('Draft the release plan');
      await dialog.getByLabel('Title').press('Enter');
      await expect
        .poll(
          async () =>
            (await call<{ title: string }>(server.url, 'GET', `/tasks/${task.id}`, undefined, owner.token)).title,
        )
        .toBe('Draft the release plan');
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}/projects/${project.id}`);
      await page.getByRole('link', { name: 'Kanban' }).click();
      const first = page.locator('section.bucket').first();
      const bucket = (await first.locator('h2').textContent()) ?? '';
      await page.getByLabel(`New task in ${bucket}`).fill('Print the posters');
      await page.keyboard.press('Enter');
      await expect(first.getByTestId('kanban-card').filter({ hasText: 'Print the posters' })).toBeVisible();

      const readerPage = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      await signInStored(readerPage, reader, { base: server.url });
      await openProject(readerPage, 'Release plan');
      await expect(readerPage.getByRole('checkbox', { name: 'Mark “Draft the release plan” as done' })).toBeDisabled();
      await expect(readerPage.getByPlaceholder('Add a task…')).toHaveCount(0);
      await expect(readerPage.getByRole('button', { name: 'Settings of Release plan' })).toHaveCount(0);
      await readerPage.context().close();
    } finally {
      await server.close();
    }
  });
}
