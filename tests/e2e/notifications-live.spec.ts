import { expect, test } from './test';
import { apiAs, registerUser } from './fixtures';

import { needsLocalServer } from './fixtures-remote';
import { signInStored } from './fixtures-session';

test('@local a notification pushed over the websocket shows in the bell at once, without a poll', async ({ page }) => {
  needsLocalServer("the websocket's message shapes are our guess (see server/README.md)");
  const user = await registerUser('live');
  const doer = await registerUser('doer');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Talked about' });
  await apiAs(user.token, 'PUT', `/projects/${project.id}/users`, { username: doer.username, permission: 1 });
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Live' });

  // Every GET /notifications the page starts, with when it started.
  const polls: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/v1\/notifications(\?|$)/.test(request.url())) polls.push(Date.now());
  });
  // When the server confirmed the subscription (listened for from the socket's start: it is quick).
  let subscribedAt = 0;
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/api/v1/ws')) return;
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"subscribed"')) subscribedAt = Date.now();
    });
  });
  await signInStored(page, user);
  await expect.poll(() => subscribedAt).toBeGreaterThan(0);
  // Going live fetches once what came while no socket was open; once that settled, nothing else may poll.
  await expect.poll(() => Date.now() - Math.max(subscribedAt, ...polls), { timeout: 15_000 }).toBeGreaterThan(1500);
  await expect(page.getByTestId('unread-dot')).toBeHidden();

  const before = Date.now();
  await apiAs(doer.token, 'PUT', `/tasks/${task.id}/comments`, { comment: 'hello' });
  await expect(page.getByTestId('unread-dot')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: /Notifications, 1 unread/ })).toBeVisible();
  expect(polls.filter((at) => at >= before)).toEqual([]);
});
