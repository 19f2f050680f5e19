import { expect, test } from '@playwright/test';
import { registerUser } from './fixtures';
import { originPattern } from '../../src/platform/origin-pattern';
import { launchExtensionWithAccess, openPopup, setUpFromPopup, startProxy } from './fixtures-extension';

declare const chrome: typeof import('wxt/browser').browser;

test('popup and app page asking at once for a fresh token cause exactly one refresh, by the worker', async () => {
  const user = await registerUser('session');
  const proxy = await startProxy();
  // A browser of its own: the host access is granted at install (a package whose manifest lists this test's proxy),
  // which the shared extension browser's reset cannot give.
  const { context, extensionId } = await launchExtensionWithAccess([proxy.url]);
  try {
    const popup = await openPopup(context, extensionId);
    await setUpFromPopup(popup, proxy.url, user);
    const app = await context.newPage();
    await app.goto(`chrome-extension://${extensionId}/app.html`);
    await expect(app.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();

    // The granted host permission is what lets the HttpOnly refresh cookie travel with the worker's request.
    expect(await popup.evaluate((o) => chrome.permissions.contains({ origins: [`${o}/*`] }), proxy.url)).toBe(true);
    // Granted as a person grants it (the pattern the popup asks for, any port): the popup finds its access and
    // warns of nothing.
    const asked = originPattern(proxy.url);
    expect(await popup.evaluate((o) => chrome.permissions.contains({ origins: [o] }), asked)).toBe(true);
    await expect(popup.getByText(`The extension may not reach ${new URL(proxy.url).host} yet.`)).toHaveCount(0);
    const stale = await popup.evaluate(() => chrome.storage.local.get('token').then((r) => r.token as string));
    const ask = (page: typeof popup) =>
      page.evaluate(
        (token) => chrome.runtime.sendMessage({ type: 'renew-session', staleToken: token }),
        stale,
      ) as Promise<{ token: string | null }>;
    const refreshesBefore = proxy.requests.filter((r) => r.startsWith('POST /api/v1/user/token/refresh')).length;
    const answers = await Promise.all([ask(popup), ask(app), ask(popup), ask(app)]);

    const refreshes =
      proxy.requests.filter((r) => r.startsWith('POST /api/v1/user/token/refresh')).length - refreshesBefore;
    expect(refreshes).toBe(1);
    const tokens = new Set(answers.map((a) => a.token));
    expect(tokens.size).toBe(1);
    const [fresh] = [...tokens];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(stale);
    expect(await popup.evaluate(() => chrome.storage.local.get('token').then((r) => r.token))).toBe(fresh);
  } finally {
    await context.close();
    await proxy.close().catch(() => undefined);
  }
});
