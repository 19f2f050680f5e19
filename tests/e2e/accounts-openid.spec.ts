import { expect, test } from './test';
import { ownServer } from './fixtures-accounts';

const provider = {
  key: 'acme',
  name: 'Acme ID',
  auth_url: 'https://id.acme.test/authorize',
  client_id: 'vikunja-client',
  scope: '',
  logout_url: 'https://id.acme.test/logout',
};

test('OpenID: the provider button sends state and redirect; the callback checks the state and trades the code', async ({ page }) => {
  const server = await ownServer({ openidProviders: [provider] });
  try {
    let authorize: URL | null = null;
    await page.route('https://id.acme.test/**', (route) => {
      authorize = new URL(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Acme</title><p>Acme login</p>' });
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await expect(page).toHaveTitle('Acme');
    const params = Object.fromEntries((authorize as URL | null)?.searchParams ?? []);
    expect(params).toMatchObject({
      client_id: 'vikunja-client',
      redirect_uri: `${server.url}/auth/openid/acme`,
      response_type: 'code',
      scope: 'openid email profile',
    });
    expect(params.state).toMatch(/^[A-Za-z0-9]{24}$/);

    // Back from the provider with the right state: the code goes to the server's callback.
    const callback = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/openid/acme/callback'));
    await page.goto(`${server.url}/auth/openid/acme?code=the-code&state=${params.state}`);
    const sent = (await callback).postDataJSON() as Record<string, string>;
    expect(sent).toEqual({ code: 'the-code', redirect_url: `${server.url}/auth/openid/acme` });
    // The local server has no OpenID callback route: its error shows instead of a session.
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();

    // ?redirectToProvider=true with a single provider goes there without a click.
    await page.goto(`${server.url}/login?redirectToProvider=true`);
    await expect(page).toHaveTitle('Acme');
  } finally {
    await server.close();
  }
});
