import { expect, test } from './test';
import { ownServer, withFakeOidc } from './fixtures-accounts';

const ADA = { sub: 'e2e-ada', email: 'ada-oidc@example.com', name: '', preferred_username: 'ada-oidc' };

test(
  'OpenID: the provider button goes to the provider, which sends the browser back signed in',
  { tag: '@local' },
  async ({ page }) => {
    await withFakeOidc({ user: ADA }, async (fake) => {
      const server = await ownServer({ openidProviders: [fake.provider('fake', 'Fake ID')] });
      try {
        await page.goto(`${server.url}/login`);
        const authorize = page.waitForRequest((r) => r.url().startsWith(`${fake.issuer}/authorize`));
        await page.getByRole('button', { name: 'Sign in with Fake ID' }).click();
        const params = Object.fromEntries(new URL((await authorize).url()).searchParams);
        expect(params).toMatchObject({
          client_id: fake.clientId,
          redirect_uri: `${server.url}/auth/openid/fake`,
          response_type: 'code',
          scope: 'openid email profile',
        });
        expect(params.state).toMatch(/^[A-Za-z0-9]{24}$/);

        // The fake signs Ada in at once and redirects back; the app trades the code and shows the overview.
        await expect(page.getByRole('heading', { level: 1, name: /ada-oidc/ })).toBeVisible();
        await expect(page).toHaveURL(`${server.url}/`);
        expect(fake.tokenRequests).toEqual([
          expect.objectContaining({ auth: 'client_secret_basic', redirectUri: `${server.url}/auth/openid/fake` }),
        ]);
        const row = server.db.prepare('SELECT username, email, issuer, subject FROM users').all();
        expect(row).toEqual([{ username: 'ada-oidc', email: ADA.email, issuer: fake.issuer, subject: ADA.sub }]);

        // The callback started a 2.x session like a password login: its refresh cookie is set, and a reload stays signed in.
        const cookies = await page.context().cookies(`${server.url}/api/v1/user/token/refresh`);
        expect(cookies.map((c) => [c.name, c.httpOnly])).toEqual([['vikunja_refresh_token', true]]);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: /ada-oidc/ })).toBeVisible();

        // Setting up two-factor sign-in shows the QR code the server renders.
        await page.goto(`${server.url}/user/settings/totp`);
        await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
        const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
        await expect(qr).toBeVisible();
        await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

        // The provider owns the password, email, avatar and name: the settings do not offer to change them.
        const sections = page.getByRole('navigation', { name: 'Settings sections' });
        await expect(sections.getByRole('link', { name: 'Two-factor sign-in' })).toBeVisible();
        for (const name of ['Password', 'Email address', 'Avatar'])
          await expect(sections.getByRole('link', { name })).toHaveCount(0);
        await sections.getByRole('link', { name: 'General' }).click();
        await expect(page.getByLabel('Display name')).toHaveAttribute('readonly', '');
        await sections.getByRole('link', { name: 'Delete account' }).click();
        await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
        await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
      } finally {
        await server.close();
      }
    });
  },
);

test(
  'OpenID: a wrong state, a provider error and a refused sign-in show their messages',
  { tag: '@local' },
  async ({ page }) => {
    await withFakeOidc({ user: { sub: 'e2e-nomail', preferred_username: 'nomail' } }, async (fake) => {
      const server = await ownServer({ openidProviders: [fake.provider('fake', 'Fake ID')] });
      try {
        await page.goto(`${server.url}/auth/openid/fake?code=x&state=not-the-one`);
        await expect(page.getByRole('alert')).toHaveText('State does not match, refusing to continue!');
        await page.goto(`${server.url}/auth/openid/fake?error=access_denied&error_description=Nope`);
        await expect(page.getByRole('alert')).toHaveText('Authenticating failure: Nope');

        // The provider shares no email: the server's 1019 is shown translated, and no session starts.
        await page.goto(`${server.url}/login`);
        await page.getByRole('button', { name: 'Sign in with Fake ID' }).click();
        await expect(page.getByRole('alert')).toContainText('The sign-in provider did not share an email address.');
        await page.getByRole('link', { name: 'Back to sign in' }).click();
        await expect(page).toHaveURL(/\/login$/);
      } finally {
        await server.close();
      }
    });
  },
);

test(
  'OpenID: ?redirectToProvider=true with a single provider signs in without a click',
  { tag: '@local' },
  async ({ page }) => {
    await withFakeOidc({ user: { ...ADA, sub: 'e2e-auto', preferred_username: 'auto-oidc' } }, async (fake) => {
      const server = await ownServer({ openidProviders: [fake.provider('solo', 'Solo ID')] });
      try {
        await page.goto(`${server.url}/login?redirectToProvider=true`);
        await expect(page.getByRole('heading', { level: 1, name: /auto-oidc/ })).toBeVisible();
      } finally {
        await server.close();
      }
    });
  },
);
