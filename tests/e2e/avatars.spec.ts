import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

/** Every URL the page asks for, from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * A loaded picture, fetched from the server's avatar endpoint at the spec's default size and shown from an
 * object URL (extension pages load no remote images, so the app fetches every avatar).
 */
async function expectPicture(avatar: Locator, username: string, requests: string[]) {
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(requests.some((url) => new RegExp(`/api/v1/avatar/${username}\\?size=50$`).test(url))).toBe(true);
}

test('assignees and comment authors show their avatars', async ({ page }) => {
  const user = await registerUser('avatask');
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${await inboxOf(user.token)}/tasks`, {
    title: 'Paint fence',
  });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/assignees`, { user_id: user.id });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Blue it is</p>' });
  const requests = requestsOf(page);
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Paint fence' });
  await expectPicture(dialog.locator('.assignee-chip img.avatar'), user.username, requests);
  await expectPicture(dialog.locator('.comment header img.avatar'), user.username, requests);
});

test('team members and the people a project is shared with show their avatars; initials when a picture fails', async ({
  page,
}) => {
  const owner = await registerUser('avaowner');
  const friend = await registerUser('avafriend');
  const team = await apiAs<{ id: number }>(owner.token, 'PUT', '/teams', { name: 'Painters' });
  await apiAs(owner.token, 'PUT', `/teams/${team.id}/members`, { username: friend.username });
  const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Fence' });
  await apiAs(owner.token, 'PUT', `/projects/${project.id}/users`, { username: friend.username, permission: 1 });
  const requests = requestsOf(page);
  await signInStored(page, owner);

  await page.goto(`${serverUrl()}/teams/${team.id}/edit`);
  const member = page.locator('.label-row').filter({ hasText: `@${friend.username}` });
  await expectPicture(member.locator('img.avatar'), friend.username, requests);

  await page.goto(`${serverUrl()}/projects/${project.id}/settings/share`);
  const shared = page.getByRole('dialog').locator('.label-row').filter({ hasText: friend.username });
  await expectPicture(shared.locator('img.avatar'), friend.username, requests);

  await page.route(
    (url) => url.pathname.includes('avatar') && url.pathname.includes(friend.username),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(`${serverUrl()}/teams/${team.id}/edit`);
  await expect(member.getByTestId('avatar-initials')).toHaveText(friend.username.slice(0, 1).toUpperCase());
  await expect(member.locator('img')).toHaveCount(0);
});
