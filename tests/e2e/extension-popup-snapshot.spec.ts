import { apiAs, inboxOf, registerUser } from './fixtures';
import { openPopup, setUpFromPopup, startProxy } from './fixtures-extension';
import { expect, test } from './fixtures-extension-shared';

declare const chrome: typeof import('wxt/browser').browser;

test("the popup shows the last projects and today's tasks from storage before the server answers", async ({
  extension,
}) => {
  const user = await registerUser('snap');
  const inbox = await inboxOf(user.token);
  await apiAs(user.token, 'PUT', '/projects', { title: 'Errands' });
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, {
    title: 'Pay the rent',
    due_date: new Date(Date.now() - 3600_000).toISOString(),
  });
  const proxy = await startProxy();
  const { context, extensionId } = extension;
  const first = await openPopup(context, extensionId);
  await setUpFromPopup(first, proxy.url, user);
  await expect(first.getByTestId('today-list').getByRole('listitem')).toHaveText([/Pay the rent/]);
  await expect(first.getByLabel('Project', { exact: true }).getByRole('option', { name: 'Errands' })).toBeAttached();
  // Kept once fresh data arrived.
  await expect
    .poll(() => first.evaluate(async () => JSON.stringify(await chrome.storage.local.get('popupSnapshot'))))
    .toContain('Pay the rent');
  await first.close();

  // The server is gone: what the next popup shows can only come from storage.
  await proxy.close();
  const next = await openPopup(context, extensionId);
  await expect(next.getByTestId('today-list').getByRole('listitem')).toHaveText([/Pay the rent/]);
  await expect(next.getByLabel('Project', { exact: true }).getByRole('option', { name: 'Errands' })).toBeAttached();
  await expect(next.getByText(`Signed in as ${user.username}`)).toBeVisible();
});
