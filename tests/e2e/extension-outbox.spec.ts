import { registerUser } from './fixtures';
import {
  openPopup,
  outboxItems,
  setUpFromPopup,
  startProxy,
  stopServiceWorker,
  tasksTitled,
} from './fixtures-extension';
import { expect, test } from './fixtures-extension-shared';

declare const chrome: typeof import('wxt/browser').browser;

test(
  'a capture made while the server is unreachable is created exactly once after it is back',
  { tag: '@release' },
  async ({ extension }) => {
    const user = await registerUser('outbox');
    const proxy = await startProxy();
    const { context, extensionId } = extension;
    try {
      const popup = await openPopup(context, extensionId);
      await setUpFromPopup(popup, proxy.url, user);
      await proxy.close();

      // A page capture edited in the capture window (the "edit first" capture mode).
      await popup.evaluate(() =>
        chrome.storage.local.set({
          'captureDraft:c1': { title: 'Offline capture', description: '<p>x</p>', url: 'https://example.com/' },
        }),
      );
      const capture = await context.newPage();
      await capture.goto(`chrome-extension://${extensionId}/capture.html#c1`);
      await expect(capture.getByLabel('Title')).toHaveValue('Offline capture');
      await capture.getByRole('button', { name: 'Save task' }).click();

      // Kept, and shown as waiting, while the server cannot be reached.
      await expect
        .poll(async () => (await outboxItems(popup)).map((i) => [i.title, i.state]))
        .toEqual([['Offline capture', 'pending']]);
      await popup.reload();
      await expect(popup.getByTestId('pending-list')).toContainText('Offline capture');

      await proxy.listen();
      await popup.reload(); // opening the popup retries what waits
      await expect(popup.getByTestId('pending-list')).toBeHidden();
      // The list hides an item while it is being sent; the outbox empties once the server confirmed it.
      await expect.poll(async () => outboxItems(popup)).toEqual([]);
      expect(await tasksTitled(user.token, 'Offline capture')).toHaveLength(1);
    } finally {
      await proxy.close().catch(() => undefined);
    }
  },
);

test('the worker stopped mid-request loses nothing and creates exactly one task', async ({ extension }) => {
  const user = await registerUser('outbox');
  const proxy = await startProxy();
  const { context, extensionId } = extension;
  try {
    const popup = await openPopup(context, extensionId);
    await setUpFromPopup(popup, proxy.url, user);

    // The creation reaches the server, but its answer never comes back...
    proxy.setMode('hold-creates');
    await popup.getByLabel('New task').fill('Mid-flight task');
    await popup.keyboard.press('Enter');
    await expect.poll(() => proxy.heldCount()).toBe(1);
    expect(await tasksTitled(user.token, 'Mid-flight task')).toHaveLength(1);
    expect((await outboxItems(popup)).map((i) => [i.state, i.uncertain])).toEqual([['sending', true]]);

    // ...and the worker is stopped while it waits.
    await stopServiceWorker(context, popup);
    proxy.setMode('pass');

    // The next popup wakes a new worker, which looks the task up instead of sending it again.
    const again = await openPopup(context, extensionId);
    await expect.poll(() => outboxItems(again)).toEqual([]);
    expect(await tasksTitled(user.token, 'Mid-flight task')).toHaveLength(1);
    await expect(again.getByTestId('pending-list')).toBeHidden();
  } finally {
    await proxy.close().catch(() => undefined);
  }
});
