import { expect, test } from './test';
import { apiAs, apiUrl, serverUrl, uniqueUser } from './fixtures';

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
