import { expect, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../server/src/server.ts';
import { totpCode } from '../../server/src/auth/totp.ts';
import { startFakeOidc, type FakeOidc, type FakeOidcOptions } from '../../server/test/fake-oidc.ts';
import { uniqueUser } from './fixtures';
import { fetchPatiently, needsLocalServer, submitSignIn } from './fixtures-remote';

/** A server of our own, for tests that need other options (short tokens, another release). */
export async function ownServer(options: Partial<ServerOptions>): Promise<RunningServer & { data: string }> {
  needsLocalServer('a local server of its own with other options');
  const data = mkdtempSync(join(tmpdir(), 'vikunja-accounts-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    data,
    testingToken: 'e2e-testing-token',
    web: 'dist/web',
    ...options,
  });
  return { ...server, data };
}

/** Runs `body` with a fake OpenID Connect provider on 127.0.0.1, closed afterwards. */
export async function withFakeOidc(options: FakeOidcOptions, body: (fake: FakeOidc) => Promise<void>): Promise<void> {
  const fake = await startFakeOidc(options);
  try {
    await body(fake);
  } finally {
    await fake.close();
  }
}

/** JSON API calls against any server base URL. */
export async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetchPatiently(`${base}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Seeds rows straight into a server of the test's own (the seeding endpoint empties the table first). */
export async function seed<T>(base: string, table: string, rows: unknown[]): Promise<T[]> {
  const response = await fetch(`${base}/api/v1/test/${table}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: 'e2e-testing-token' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`seeding ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** Registers and logs in through the API of a given server. */
export async function apiUser(base: string, prefix: string) {
  const user = uniqueUser(prefix);
  const created = await call<{ id: number }>(base, 'POST', '/register', user);
  const { token } = await call<{ token: string }>(base, 'POST', '/login', {
    username: user.username,
    password: user.password,
  });
  return { ...user, id: created.id, token };
}

/** The newest mail sent to an address, from the server's mail directory. */
export async function mailTo(dataDir: string, address: string): Promise<string> {
  needsLocalServer('its mail folder');
  const dir = join(dataDir, 'mail');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = readdirSync(dir).sort().reverse();
      found = files.map((f) => readFileSync(join(dir, f), 'utf8')).find((text) => text.includes(`To: ${address}`));
      return found !== undefined;
    })
    .toBe(true);
  return found ?? '';
}

/** The TOTP code of a secret right now (the server's own generator). */
export const currentTotp = (secret: string): string => totpCode(secret, Math.floor(Date.now() / 30000));

/** Signs in through the login form and waits for the overview. */
export async function signIn(page: Page, base: string, user: { username: string; password: string }) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
}

/** axe-core with the WCAG 2.1 A/AA rules; answers the violations (ids and nodes) for a readable failure. */
export async function axeViolations(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  // Evaluated rather than added as a <script>: the web build's CSP rightly refuses inline scripts.
  await page.evaluate(readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
  // Colours measured mid-transition (a theme just switched, a button just enabled) are neither theme's.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}
