import { expect, test } from './test';
import { apiUrl, loginInUi, registerUser, serverUrl } from './fixtures';

test('settings list the login sessions of a 2.x server and sign another device out', async ({ page }) => {
  const user = await registerUser('sessions');
  // A second device signs in first.
  const other = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Phone browser' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const phoneToken = ((await other.json()) as { token: string }).token;
  // A third signs in from Firefox on an Android phone: its row names the browser and system, not the string.
  await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
    },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);

  await page.goto(`${serverUrl()}/user/settings/sessions`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
  const rows = page.getByTestId('login-session');
  await expect(rows.filter({ hasText: 'Phone browser' })).toHaveCount(1);
  // This browser's own session is marked, and offers no sign-out.
  const mine = rows.filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button')).toHaveCount(0);
  // This browser (Chromium on Linux) and the phone read as people say them.
  await expect(mine.locator('.session-device')).toHaveText('Chrome on Linux');
  await expect(rows.filter({ hasText: 'Firefox on Android' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Mozilla/5.0' })).toHaveCount(0);

  await rows
    .filter({ hasText: 'Phone browser' })
    .getByRole('button', { name: /^Sign out Phone browser/ })
    .click();
  await expect(rows.filter({ hasText: 'Phone browser' })).toHaveCount(0);
  const phone = await fetch(`${apiUrl()}/user`, { headers: { authorization: `Bearer ${phoneToken}` } });
  expect(phone.status).toBe(401);
  await expect(
    page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Sessions' }),
  ).toBeVisible();
});
