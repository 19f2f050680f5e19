import { expect, test } from './test';
import { apiUrl, registerUser, serverUrl } from './fixtures';
import { currentTotp } from './fixtures-accounts';
import { signInStored } from './fixtures-session';

test('settings: name and language, password change, two-factor sign-in, an API token', async ({ page }) => {
  const user = await registerUser('settings');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/user/settings`);
  await expect(page).toHaveURL(/\/user\/settings\/general$/);

  await page.getByLabel('Display name').fill('Ada');
  await page.getByLabel('Language').selectOption('de-DE');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await page.getByRole('link', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('another-secret-9');
  await page.getByLabel('Confirm the new password').fill('another-secret-8');
  await expect(page.getByText("The new password and its confirmation don't match.")).toBeVisible();
  await page.getByLabel('Confirm the new password').fill('another-secret-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password was changed.')).toBeVisible();
  const login = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: 'another-secret-9' }),
  });
  expect(login.status).toBe(200);

  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.locator('code.secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(currentTotp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  const withoutCode = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: 'another-secret-9' }),
  });
  expect(((await withoutCode.json()) as { code: number }).code).toBe(1017);

  await page.getByRole('link', { name: 'API tokens' }).click();
  await page.getByLabel('Title').fill('Script');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Choose at least one permission.')).toBeVisible();
  await page
    .locator('.token-group')
    .filter({ has: page.getByText('projects', { exact: true }) })
    .getByRole('checkbox', { name: 'read_all' })
    .check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = (await page.locator('[role=status] code.secret').textContent())!.trim();
  const projects = await fetch(`${apiUrl()}/projects`, { headers: { authorization: `Bearer ${token}` } });
  expect(projects.status).toBe(200);
  await expect(page.locator('.label-row', { hasText: 'Script' })).toBeVisible();
});
