import { apiAs, registerUser, serverUrl } from './fixtures';
import { openPopup, setUpFromPopup } from './fixtures-extension';
import { needsLocalServer } from './fixtures-remote';
import { expect, test } from './fixtures-extension-shared';

declare const chrome: typeof import('wxt/browser').browser;

test('@local the badge counts a notification pushed over the websocket, with no poll alarm left to explain it', async ({
  extension,
}) => {
  needsLocalServer("the websocket's message shapes are our guess (see server/README.md)");
  const user = await registerUser('ext');
  const doer = await registerUser('doer');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Talked about' });
  await apiAs(user.token, 'PUT', `/projects/${project.id}/users`, { username: doer.username, permission: 1 });
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Live' });
  const { context, worker, extensionId } = extension;
  const popup = await openPopup(context, extensionId);
  await setUpFromPopup(popup, serverUrl(), user);
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  await popup.close();
  // Without its poll alarm the worker learns of new notifications only from the socket.
  expect(await worker.evaluate(() => chrome.alarms.clear('poll-notifications'))).toBe(true);

  await apiAs(doer.token, 'PUT', `/tasks/${task.id}/comments`, { comment: 'hello' });
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({})), { timeout: 10_000 }).toBe('1');
  expect(await worker.evaluate(() => chrome.alarms.get('poll-notifications'))).toBeUndefined();
});
