import { expect, test } from './test';
import { registerInUi, serverUrl, uniqueUser } from './fixtures';

// The other specs block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });

test('the web app manifest is linked and served with its icons', async ({ page, request }) => {
  await page.goto(`${serverUrl()}/login`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href!, serverUrl()).href);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { icons: { src: string; type: string }[] };
  expect(manifest).toMatchObject({
    name: 'Vikunja',
    short_name: 'Vikunja',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1973ff',
  });
  expect(manifest.icons.map((icon) => icon.src)).toContain('/icon-512.png');
  for (const icon of manifest.icons) {
    const file = await request.get(new URL(icon.src, serverUrl()).href);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
});

test('after a visit the app opens without a network, from kept answers or with an offline screen; the worker leaves the API alone', async ({
  page,
  context,
}) => {
  const user = uniqueUser('pwa');
  await registerInUi(page, user);
  // The worker takes over the first visit itself (clients.claim), no reload needed.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toBe('/sw.js');

  // API calls are not answered by the worker: they still reach the page's own routing (and the server).
  const seen: string[] = [];
  await page.route('**/api/v1/**', (route) => {
    seen.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  const status = await page.evaluate(() => fetch('/api/v1/info').then((response) => response.status));
  expect(status).toBe(200);
  expect(seen).toContain('/api/v1/info');
  await page.unroute('**/api/v1/**');

  // The app shell is cached; nothing from the API ever is.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // A second visit, now under the worker: the screens it shows are cached as they load (lazy chunks are
  // cached when first used; the first visit's loaded before the worker took over).
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // The answers kept from the last visit draw the signed-in app, marked as offline.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();
  // A deep link works offline too: navigations fall back to the cached app shell.
  // (A screen not visited before has no cached code: it says it needs the connection.)
  await page.goto(`${serverUrl()}/projects`);
  await expect(page.getByText('You are offline').first()).toBeVisible();

  // Without kept answers, the app says it is offline and waits.
  await page.evaluate(async () => {
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('The app will continue when the connection is back.')).toBeVisible();

  await context.setOffline(false);
  await page.goto(`${serverUrl()}/`);
  await expect(page.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toHaveCount(0);
});
