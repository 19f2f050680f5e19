import { expect, test } from './test';
import { apiUrl, serverUrl } from './fixtures';

test('config.js presets the API address, and a stored one loses its trailing slash', async ({ browser }) => {
  const preset = await browser.newContext();
  const page = await preset.newPage();
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `globalThis.__VIKUNJA_CONFIG__ = { apiUrl: ${JSON.stringify(`${apiUrl()}//`)} };`,
    }),
  );
  await page.goto(`${serverUrl()}/login`);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('apiUrl'))).toBe(JSON.stringify(apiUrl()));
  await preset.close();

  const stored = await browser.newContext();
  await stored.addInitScript((url) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('apiUrl', JSON.stringify(`${url}/`));
      sessionStorage.setItem('seeded', '1');
    }
  }, apiUrl());
  const again = await stored.newPage();
  await again.goto(`${serverUrl()}/login`);
  await expect(again.getByLabel('Username')).toBeVisible();
  expect(await again.evaluate(() => localStorage.getItem('apiUrl'))).toBe(JSON.stringify(apiUrl()));
  await stored.close();
});
