import { expect, test } from './test';
import { needsRegistration, submitSignIn } from './fixtures-remote';
import { loginInUi, registerUser, serverUrl, submitRegistration, uniqueUser, signOutInUi } from './fixtures';
import { signInStored } from './fixtures-session';

test(
  'register, sign in, add a task, mark it done, and see it done after a reload',
  { tag: '@release' },
  async ({ page }) => {
    needsRegistration();
    const user = uniqueUser('web');
    await page.goto(`${serverUrl()}/register`);

    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await submitRegistration(page, user);

    // Registration signs the new account in; sign out and in again through the login form.
    await expect(page.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();
    await signOutInUi(page);
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill('wrong-password');
    await submitSignIn(page);
    await expect(page.getByRole('alert')).toContainText('Wrong username or password.');
    await loginInUi(page, user);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await expect(page.getByText('Nothing to do here.')).toBeVisible();

    await page.getByLabel('New task').fill('Buy milk');
    await page.keyboard.press('Enter');
    const row = page.getByTestId('task-row').filter({ hasText: 'Buy milk' });
    await expect(row).toBeVisible();
    await expect(page.getByLabel('New task')).toHaveValue('');

    // click, not check(): a done task leaves the list (done tasks are hidden), so there may be no box left to
    // read back; the message and the reload below show the outcome.
    await row.getByRole('checkbox').click();
    await expect(page.getByText('Task marked as done.')).toBeVisible();

    await page.reload();
    await page.getByLabel('Show done tasks').check();
    const doneRow = page.getByTestId('task-row').filter({ hasText: 'Buy milk' });
    await expect(doneRow.getByRole('checkbox')).toBeChecked();

    // And back: marking it undone survives a reload too.
    await doneRow.getByRole('checkbox').click();
    await expect(page.getByText('Task marked as not done.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('task-row').filter({ hasText: 'Buy milk' }).getByRole('checkbox')).not.toBeChecked();
  },
);

test('an unknown route shows the 404 page inside the app', async ({ page }) => {
  await signInStored(page, await registerUser('nf'));
  await page.goto(`${serverUrl()}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a visitor without a session is sent to login and back to the intended page after', async ({ page }) => {
  // A new account; the page has no session.
  const user = await registerUser('guard');

  await page.goto(`${serverUrl()}/no-such-project-page`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fno-such-project-page/);
  await loginInUi(page, user);
  await expect(page).toHaveURL(/\/no-such-project-page$/);
});

test('a redirect to another site after login lands at home', async ({ page }) => {
  const user = await registerUser('redir');
  // Should the guard ever fail, the browser must still never reach out beyond this machine.
  await page.route(/^https?:\/\/evil\.example/, (route) => route.abort());
  await page.goto(`${serverUrl()}/login?redirect=//evil.example`);
  await loginInUi(page, user);
  await expect(page).toHaveURL(`${serverUrl()}/`);
});
