import { expect, test } from './test';
import {
  apiAs,
  localDataDir,
  needsServerSetting,
  registerUser,
  serverRelease,
  serverUrl,
  submitRegistration,
  uniqueUser,
  signOutInUi,
} from './fixtures';
import { axeViolations, currentTotp, mailTo, ownServer } from './fixtures-accounts';
import { needsOwnAccount, needsRegistration, submitPatiently, submitSignIn } from './fixtures-remote';

test('register, sign out, sign in again; login and register pages pass axe', { tag: '@release' }, async ({ page }) => {
  needsRegistration();
  const user = uniqueUser('acc');
  await page.goto(`${serverUrl()}/register`);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  // A new account is not greeted as a returning one.
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Submit stays disabled until every field is valid; a bad email shows its message after leaving the field.
  const submit = page.getByRole('button', { name: 'Create account' });
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Password').fill(user.password);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email address').blur();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await expect(submit).toBeEnabled();
  await submitRegistration(page, user);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();

  // 2.x ends the session on the server; earlier releases have no logout route, the token is just forgotten.
  const endsSession = (await serverRelease()) === '2';
  const logout = endsSession
    ? page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/user/logout'))
    : null;
  await signOutInUi(page);
  if (logout) expect((await logout).ok()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Stay signed in').check();
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
  // Signed in, /login and /register lead home.
  await page.goto(`${serverUrl()}/register`);
  await expect(page).toHaveURL(`${serverUrl()}/`);
});

test('password reset through the mailed link', { tag: '@local' }, async ({ page }) => {
  const user = await registerUser('reset');
  await page.goto(`${serverUrl()}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset link is on its way' })).toBeVisible();

  const mail = await mailTo(localDataDir(), user.email);
  const link = /\/\?userPasswordReset=([^\s]+)/.exec(mail);
  expect(link).not.toBeNull();
  await page.goto(`${serverUrl()}${link?.[0] ?? ''}`);
  await expect(page).toHaveURL(/\/password-reset$/);
  // A pending reset token forces its page.
  await page.goto(`${serverUrl()}/register`);
  await expect(page).toHaveURL(/\/password-reset$/);

  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm the new password').fill('brand-new-pas');
  await expect(page.getByText("The new password and its confirmation don't match.")).toBeVisible();
  await page.getByLabel('Confirm the new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('brand-new-pass');
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
});

test('an email-confirm link posts its token once and lands at login', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/user/confirm') && r.method() === 'POST') posts += 1;
  });
  await page.goto(`${serverUrl()}/?userEmailConfirm=not-a-real-token`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('confirm');
  await page.reload();
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(posts).toBe(1);
});

test('TOTP: the login asks for the passcode, then signs in', { tag: '@release' }, async ({ page }) => {
  needsOwnAccount();
  await needsServerSetting('totp_enabled', true);
  const user = await registerUser('totp');
  const { secret } = await apiAs<{ secret: string }>(user.token, 'POST', '/user/settings/totp/enroll');
  await apiAs(user.token, 'POST', '/user/settings/totp/enable', { passcode: currentTotp(secret) });

  await page.goto(`${serverUrl()}/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await submitSignIn(page);
  const passcode = page.getByLabel('Two-factor code');
  await expect(passcode).toBeVisible();
  await passcode.fill(currentTotp(secret));
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
});

test('OpenID callback refuses a wrong state and shows provider errors', async ({ page }) => {
  await page.goto(`${serverUrl()}/auth/openid/acme?code=abc&state=forged`);
  await expect(page.getByRole('alert')).toHaveText('State does not match, refusing to continue!');
  await page.goto(`${serverUrl()}/auth/openid/acme?error=access_denied&error_description=User%20said%20no`);
  await expect(page.getByRole('alert')).toHaveText('Authenticating failure: User said no');
});

test(
  'link share without a password opens the project; the hash leaves the address bar',
  { tag: '@release' },
  async ({ page }) => {
    await needsServerSetting('link_sharing_enabled', true);
    const owner = await registerUser('share');
    const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Shared plans' });
    const share = await apiAs<{ hash: string }>(owner.token, 'PUT', `/projects/${project.id}/shares`, {
      permission: 0,
    });

    await page.goto(`${serverUrl()}/projects/${project.id}#share-auth-token=${share.hash}`);
    await expect(page.locator('.link-share-title')).toHaveText('Shared plans');
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}(/\\d+)?$`));
    expect(page.url()).not.toContain(share.hash);
    // No user session was written: the share token lives in memory only.
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  },
);

test('link share with a password asks for it and refuses a wrong one', { tag: '@release' }, async ({ page }) => {
  await needsServerSetting('link_sharing_enabled', true);
  const owner = await registerUser('sharepw');
  const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Secret plans' });
  const share = await apiAs<{ hash: string }>(owner.token, 'PUT', `/projects/${project.id}/shares`, {
    permission: 0,
    password: 'sesame-open',
  });

  await page.goto(`${serverUrl()}/share/${share.hash}/auth`);
  await expect(page).toHaveURL(/\/share\/auth$/);
  const open = () => page.getByRole('button', { name: 'Open the project' }).click();
  const sharePath = `/shares/${share.hash}/auth`;
  await page.getByLabel('Password').fill('wrong');
  // A rate-limited try keeps the form (with its reason), so it is sent again after Retry-After.
  expect(await submitPatiently(page, open, sharePath)).toBe(403);
  await expect(page.getByRole('alert')).toHaveText('The password is invalid.');
  await page.getByLabel('Password').fill('sesame-open');
  expect(await submitPatiently(page, open, sharePath)).toBe(200);
  await expect(page.locator('.link-share-title')).toHaveText('Secret plans');
});

test('the app says when it cannot reach the server, and when it is offline', async ({ page, context }) => {
  await page.goto(`${serverUrl()}/login`);
  await expect(page.getByLabel('Username')).toBeVisible();
  // The server address is known now; next time its /info answers a proxy's HTML page.
  await page.route('**/api/v1/info', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy</html>' }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('check that the server address');
  await page.unroute('**/api/v1/info');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden();
});

test('an account deletion link confirms the deletion for the signed-in user', { tag: '@local' }, async ({ page }) => {
  const user = await registerUser('delete');
  await apiAs(user.token, 'POST', '/user/deletion/request', { password: user.password });
  const mail = await mailTo(localDataDir(), user.email);
  const link = /\/\?accountDeletionConfirm=([^\s]+)/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');

  // Signed out, the link goes through login and is confirmed right after.
  await page.goto(`${serverUrl()}${link}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await submitSignIn(page);
  await expect(page.getByText('You confirmed the deletion of your account.')).toBeVisible();
  await expect(page).toHaveURL(`${serverUrl()}/`);
});

test('redirect targets after login are app routes only (RELIABILITY 17)', async ({ page }) => {
  const user = await registerUser('redirect');
  // Anchored to the host: a bare /evil\.example/ would also match our own URL's query string.
  await page.route(/^https?:\/\/evil\.example/, (route) => route.abort());
  for (const target of ['//evil.example', 'https://evil.example/x', '/\\evil.example']) {
    await page.goto(`${serverUrl()}/login?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await submitSignIn(page);
    await expect(page).toHaveURL(`${serverUrl()}/`);
    await signOutInUi(page);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test(
  'register → confirm the address from the mailed link → sign in → sign out',
  { tag: '@local' },
  async ({ page }) => {
    const server = await ownServer({ emailConfirmation: true });
    try {
      const user = uniqueUser('confirm');
      await page.goto(`${server.url}/register`);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Email address').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await submitRegistration(page, user);
      // Not confirmed yet: the automatic sign-in after registering is refused with the reason.
      await expect(page.getByRole('alert')).toContainText('confirm your email address');

      const token = /\?userEmailConfirm=(\S+)/.exec(await mailTo(server.data, user.email))?.[1] ?? '';
      expect(token).not.toBe('');
      await page.goto(`${server.url}/?userEmailConfirm=${token}`);
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill(user.password);
      await submitSignIn(page);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
      await signOutInUi(page);
      await expect(page).toHaveURL(/\/login/);
    } finally {
      await server.close();
    }
  },
);
