import { expect, resetExtension, test } from './fixtures-extension-shared';

declare const chrome: typeof import('wxt/browser').browser;

// The shared extension browser's reset, checked on its own: what one test leaves, the next one never sees.
test('the reset between tests leaves a fresh profile: no pages, storage, alarms or badge of the last test', async ({
  extension,
}) => {
  const { context, worker, extensionId } = extension;
  // What a test may leave: pages, the extension's storage, its pages' local storage and IndexedDB, a cookie, a
  // changed alarm, a badge, and state in the running worker.
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/manifest.json`);
  await page.evaluate(async () => {
    await chrome.storage.local.set({ token: 'left-over', apiUrl: 'http://127.0.0.1:9/api/v1' });
    localStorage.setItem('left', 'over');
    await new Promise<void>((resolve) => {
      const request = indexedDB.open('left-over');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
  });
  await context.addCookies([{ name: 'left', value: 'over', url: 'http://127.0.0.1:9/' }]);
  await worker.evaluate(async () => {
    (globalThis as { leftOver?: boolean }).leftOver = true;
    await chrome.alarms.clear('poll-notifications');
    await chrome.alarms.create('left-over', { delayInMinutes: 5 });
    await chrome.action.setBadgeText({ text: '9' });
  });

  await resetExtension(extension);

  expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);
  expect(await context.cookies()).toEqual([]);
  // A new worker, whose start-up ran on empty storage: its poll alarm again, and the signed-out badge.
  expect(await worker.evaluate(() => (globalThis as { leftOver?: boolean }).leftOver)).toBeUndefined();
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('?');
  expect(await worker.evaluate(() => chrome.alarms.getAll().then((all) => all.map((a) => a.name)))).toEqual([
    'poll-notifications',
  ]);
  const check = await context.newPage();
  await check.goto(`chrome-extension://${extensionId}/manifest.json`);
  expect(
    await check.evaluate(async () => ({
      storage: await chrome.storage.local.get(null),
      local: localStorage.length,
      databases: (await indexedDB.databases()).map((d) => d.name),
    })),
  ).toEqual({ storage: {}, local: 0, databases: [] });
});
