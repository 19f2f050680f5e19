import type { BrowserContext, Page } from '@playwright/test';
import { serverUrl } from './fixtures';
import { fetchPatiently } from './fixtures-remote';

/** Where the web platform keeps its session: `localStorage` keys of src/platform/types.ts, JSON values. */
const STORED = { token: 'token', apiUrl: 'apiUrl' } as const;

/** A cookie the server set on `POST /login` (the 2.x refresh cookie), as Playwright adds it to a context. */
function cookiesOf(response: Response, origin: string): Parameters<BrowserContext['addCookies']>[0] {
  const { hostname } = new URL(origin);
  return response.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1) ?? undefined;
    const sameSite = attribute('samesite')?.toLowerCase();
    const maxAge = Number(attribute('max-age'));
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: attribute('path') ?? '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
      secure: attributes.some((a) => a.toLowerCase() === 'secure'),
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
      ...(maxAge > 0 ? { expires: Math.floor(Date.now() / 1000) + maxAge } : {}),
    };
  });
}

/**
 * Signs in by stored session, for every test that is not about the sign-in form: `POST /login` in Node
 * (its refresh cookie goes into the browser context, as a form sign-in leaves it), the token and API
 * address put where the web platform keeps them before the app's code runs, then `path` (the overview by
 * default) opened and the signed-in shell awaited. The seeding applies to that one load only: a later
 * sign-out, reload or new tab sees only what the app itself stored.
 */
export async function signInStored(
  page: Page,
  user: { username: string; password: string },
  options: { base?: string; path?: string } = {},
): Promise<void> {
  const base = (options.base ?? serverUrl()).replace(/\/+$/, '');
  const response = await fetchPatiently(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  if (!response.ok) throw new Error(`POST /login → ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const cookies = cookiesOf(response, base);
  if (cookies.length > 0) await page.context().addCookies(cookies);
  const seeding = await page.addInitScript(
    ({ origin, keys, session }) => {
      if (window.location.origin !== origin || window !== window.top) return;
      window.localStorage.setItem(keys.apiUrl, JSON.stringify(session.apiUrl));
      window.localStorage.setItem(keys.token, JSON.stringify(session.token));
    },
    { origin: new URL(base).origin, keys: STORED, session: { token, apiUrl: `${base}/api/v1` } },
  );
  try {
    await page.goto(`${base}${options.path ?? '/'}`);
  } finally {
    await seeding.dispose();
  }
  await page.getByRole('button', { name: /^User menu of / }).waitFor();
}
