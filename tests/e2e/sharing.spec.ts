import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test(
  'sharing: with a person, changing their permission, and a link a guest can open',
  { tag: '@release' },
  async ({ page, browser }) => {
    const owner = await registerUser('shareowner');
    const friend = await registerUser('sharefriend');
    const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Holiday' });
    await apiAs(owner.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Book flights' });

    await signInStored(page, owner);
    await page.goto(`${serverUrl()}/projects/${project.id}/settings/share`);
    const dialog = page.getByRole('dialog', { name: 'Share “Holiday”' });
    await dialog.getByLabel('Search people by name, username or email').fill(friend.username);
    await dialog.getByRole('option', { name: friend.username }).click();
    await dialog.getByLabel('Permission for the new person').selectOption({ label: 'Read and write' });
    await dialog.getByRole('button', { name: 'Share' }).first().click();
    const permission = dialog.getByLabel(`Permission of ${friend.username}`);
    await expect(permission).toHaveValue('1');
    const seen = await apiAs<Array<{ id: number }>>(friend.token, 'GET', '/projects');
    expect(seen.some((p) => p.id === project.id)).toBe(true);

    await permission.selectOption({ label: 'Admin' });
    await expect
      .poll(
        async () =>
          // 0.24 names the field `right`.
          (
            await apiAs<Array<{ permission?: number; right?: number }>>(
              owner.token,
              'GET',
              `/projects/${project.id}/users`,
            )
          ).map((share) => share.permission ?? share.right)[0],
      )
      .toBe(2);

    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByLabel(/^Link /);
    await expect(link).toHaveValue(/\/share\/[^/]+\/auth$/);
    const url = await link.inputValue();

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(url);
    await expect(guestPage.getByText('Book flights')).toBeVisible();
    expect(guestPage.url()).not.toContain('share-auth-token');
    await guest.close();
  },
);
