import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test(
  'sidebar menu: same entries as the header, by permission and default project',
  { tag: '@release' },
  async ({ page }) => {
    const owner = await registerUser('pmenuown');
    const me = await registerUser('pmenume');
    const readOnly = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Read only share' });
    const writable = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Writable share' });
    await apiAs(owner.token, 'PUT', `/projects/${readOnly.id}/users`, { username: me.username, permission: 0 });
    await apiAs(owner.token, 'PUT', `/projects/${writable.id}/users`, { username: me.username, permission: 1 });
    await apiAs(me.token, 'PUT', '/projects', { title: 'Mine' });
    await signInStored(page, me);

    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Read only share' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Settings of Read only share' })).toHaveCount(0);

    const entries = async (title: string) => {
      await nav.getByRole('button', { name: `Settings of ${title}` }).click();
      const list = nav.locator('.dropdown-content .menu-list > li');
      await expect(list.first()).toBeVisible();
      const texts = (await list.allTextContents()).map((text) => text.trim());
      await page.keyboard.press('Escape');
      return texts;
    };
    const common = ['Edit', 'Views', 'Share', 'Duplicate', 'Archive', 'Subscribe', 'New sub-project'];
    const writableEntries = await entries('Writable share');
    expect(writableEntries.filter((e) => e !== 'Set background' && e !== 'Webhooks')).toEqual(common);
    expect(writableEntries).not.toContain('Delete project');
    const mineEntries = await entries('Mine');
    expect(mineEntries.filter((e) => e !== 'Set background' && e !== 'Webhooks')).toEqual([
      ...common,
      'Delete project',
    ]);

    // The header of the same project shows exactly the same entries.
    await nav.getByRole('link', { name: 'Mine' }).click();
    await expect(page.getByRole('heading', { name: 'Mine', level: 1 })).toBeVisible();
    await page.getByLabel('Project settings').click();
    const header = (await page.locator('.project-header .menu-list > li').allTextContents()).map((text) => text.trim());
    expect(header).toEqual(mineEntries);

    // The default project (Inbox): archive and delete are there but disabled, saying why.
    await nav.getByRole('button', { name: 'Settings of Inbox' }).click();
    const dropdown = nav.locator('.dropdown-content');
    await expect(dropdown.getByRole('button', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dropdown.getByRole('button', { name: 'Delete project' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dropdown.getByRole('link', { name: 'Archive', exact: true })).toHaveCount(0);
  },
);
