import { expect, test } from './test';
import { apiAs, apiUrl, loginInUi, registerUser, serverUrl, uniqueUser } from './fixtures';

test('registering in a German browser saves the account as de-DE, which the server accepts, and the app stays German', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const user = uniqueUser('deutsch');
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/register')) sent.push(request.postDataJSON());
  });
  await page.goto(`${serverUrl()}/register`);
  await page.getByLabel('Benutzername').fill(user.username);
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByLabel('Passwort').fill(user.password);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(`${serverUrl()}/`);
  expect(sent).toEqual([expect.objectContaining({ language: 'de-DE' })]);

  const { token } = (await (
    await fetch(`${apiUrl()}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    })
  ).json()) as { token: string };
  expect((await apiAs<{ settings: { language: string } }>(token, 'GET', '/user')).settings.language).toBe('de-DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(`${serverUrl()}/user/settings/general`);
  await expect(page.getByLabel('Sprache')).toHaveValue('de-DE');
  await context.close();
});

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

test('an uncaught error shows one translated error message', async ({ page }) => {
  const user = await registerUser('uncaught');
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e lost write'));
    void Promise.reject(new Error('e2e lost write'));
  });
  await expect(page.getByText('An error occurred: e2e lost write')).toHaveCount(1);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e timer failure');
    }, 0),
  );
  await expect(page.getByText('An error occurred: e2e timer failure')).toBeVisible();
});
