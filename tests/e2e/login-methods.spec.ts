import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { serverUrl, signOutInUi } from './fixtures';
import { ownServer, withFakeOidc } from './fixtures-accounts';

/** Rewrites the server's /info answer, to imitate servers configured in ways the local server is not. */
async function patchInfo(
  page: Page,
  patch: (info: { auth: Record<string, unknown> & { local: Record<string, unknown> } }) => void,
) {
  await page.route('**/api/v1/info', async (route) => {
    const response = await route.fetch();
    const info = (await response.json()) as { auth: Record<string, unknown> & { local: Record<string, unknown> } };
    patch(info);
    await route.fulfill({ response, json: info });
  });
}

test('login: an LDAP-only server still shows the username and password form', async ({ page }) => {
  await patchInfo(page, (info) => {
    info.auth.local = { enabled: false, registration_enabled: false };
    info.auth.ldap = { enabled: true };
  });
  await page.goto(`${serverUrl()}/login`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByText('No account yet?')).toHaveCount(0); // registration belongs to local accounts
});

const EVE = { sub: 'e2e-eve', email: 'eve-oidc@example.com', name: '', preferred_username: 'eve-oidc' };

test(
  'OpenID: the intended page survives the provider round trip, and sign-out does not sign in again',
  { tag: '@local' },
  async ({ page }) => {
    await withFakeOidc({ user: EVE }, async (fake) => {
      const server = await ownServer({ openidProviders: [fake.provider('fake', 'Fake ID')] });
      try {
        await page.goto(`${server.url}/labels`);
        await expect(page).toHaveURL(/\/login\?redirect=/);
        await page.getByRole('button', { name: 'Sign in with Fake ID' }).click();
        await expect(page).toHaveURL(`${server.url}/labels`);
        await expect(page.getByRole('heading', { name: 'Labels' })).toBeVisible();

        // One provider and no local login: the login page redirects on its own, but not right after a sign-out.
        await patchInfo(page, (info) => {
          info.auth.local = { enabled: false };
        });
        await page.reload();
        let authorizations = 0;
        page.on('request', (r) => {
          if (r.url().startsWith(`${fake.issuer}/authorize`)) authorizations += 1;
        });
        await signOutInUi(page);
        await expect(page).toHaveURL(/\/login/);
        await expect(page.getByRole('button', { name: 'Sign in with Fake ID' })).toBeVisible();
        // Checks that something does not happen: no event to wait for, so a redirect gets a second to start.
        await page.waitForTimeout(1000);
        expect(authorizations).toBe(0);
        await expect(page).toHaveURL(/\/login/);
      } finally {
        await server.close();
      }
    });
  },
);
