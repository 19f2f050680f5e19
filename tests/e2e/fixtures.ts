import { chromium, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { TESTING_TOKEN } from './global-setup';
import {
  answersPost,
  claimSharedAccount,
  fetchPatiently,
  needsLocalServer,
  needsRegistration,
  projectCompat,
  sharedAccount,
  submitPatiently,
  submitSignIn,
} from './fixtures-remote';

export const EXT_DIR = resolve('.output/chrome-mv3');

/**
 * The origin the app is served from, with the API at `/api/v1`: the local server of the running
 * project's compat release, or the local web proxy in front of `E2E_API`.
 */
export function serverUrl(): string {
  const compat = projectCompat();
  const name = compat === '2' ? 'E2E_SERVER_URL' : `E2E_SERVER_URL_${compat.replace('.', '_')}`;
  const url = process.env[name];
  if (!url) throw new Error(`${name} missing: global setup did not run`);
  return url.replace(/\/$/, '');
}

/** The data directory (mail folder, files) of the local server the running test talks to. */
export function localDataDir(): string {
  needsLocalServer('its mail folder');
  const compat = projectCompat();
  return process.env[compat === '2' ? 'E2E_DATA_DIR' : `E2E_DATA_DIR_${compat.replace('.', '_')}`] ?? '';
}

export const apiUrl = (): string => `${serverUrl()}/api/v1`;

let counter = 0;
/** A fresh, unique account per test so tests never see each other's data. */
export function uniqueUser(prefix = 'user') {
  counter += 1;
  // The worker index keeps two parallel workers from ever picking the same name.
  const username = `${prefix}${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? 0}n${counter}`;
  return { username, email: `${username}@example.com`, password: 'correct-horse-1' };
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetchPatiently(`${apiUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const sharedTokens = new Map<string, string>();
/** The shared account (registration off), signed in once per worker and server to spare the login rate limit. */
async function sharedUser(account: { username: string; password: string }) {
  claimSharedAccount();
  const token = await sharedToken(account);
  const me = await api<{ id: number; email?: string }>('GET', '/user', undefined, token);
  return { ...account, email: me.email ?? '', id: me.id, token };
}

/** The shared account's token (registration off), signed in once per worker. */
export async function sharedToken(account: { username: string; password: string }): Promise<string> {
  const key = apiUrl();
  let token = sharedTokens.get(key);
  if (!token) {
    ({ token } = await api<{ token: string }>('POST', '/login', { ...account, long_token: true }));
    sharedTokens.set(key, token);
  }
  return token;
}

/**
 * Registers through the API and returns the account with its token and id. With registration off
 * (`E2E_USER`/`E2E_PASSWORD`) it is that existing account; a test asking for a second one is skipped.
 */
export async function registerUser(prefix?: string) {
  const shared = sharedAccount();
  if (shared) return sharedUser(shared);
  const user = uniqueUser(prefix);
  const created = await api<{ id: number }>('POST', '/register', user);
  const { token } = await api<{ token: string }>('POST', '/login', {
    username: user.username,
    password: user.password,
  });
  return { ...user, id: created.id, token };
}

export function apiAs<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  return api<T>(method, path, body, token);
}

/** The id of a user's default project (the Inbox a new account starts with). */
export async function inboxOf(token: string): Promise<number> {
  const me = await apiAs<{ settings: { default_project_id: number } }>(token, 'GET', '/user');
  return me.settings.default_project_id;
}

/** The address of a view of the user's default project, by its kind (`list`, `table`, …). */
export async function inboxViewPath(token: string, kind: string): Promise<string> {
  const inbox = await inboxOf(token);
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(token, 'GET', `/projects/${inbox}/views`);
  const view = views.find((v) => v.view_kind === kind);
  if (!view) throw new Error(`the default project has no ${kind} view`);
  return `/projects/${inbox}/${view.id}`;
}

/**
 * Puts one unread notification for a user. Given the account, through the API as a real server makes
 * one (someone comments on a task the user follows); given only an id, through the local server's
 * testing endpoint ("someone commented on A task").
 */
export async function createNotification(
  user: number | { id: number; token: string },
): Promise<{ doer: string; title: string; taskId: number }> {
  if (typeof user !== 'number') return notifyThroughApi(user);
  needsLocalServer('its testing endpoints');
  const userId = user;
  const response = await fetch(`${apiUrl()}/test/notifications`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: TESTING_TOKEN },
    body: JSON.stringify([
      {
        notifiable_id: userId,
        name: 'task.comment',
        notification: JSON.stringify({
          doer: { id: 1, username: 'someone' },
          task: { id: 1, title: 'A task' },
          comment: { comment: 'hello' },
        }),
        created: new Date().toISOString(),
      },
    ]),
  });
  if (!response.ok) throw new Error(`creating a notification failed: ${response.status} ${await response.text()}`);
  return { doer: 'someone', title: 'A task', taskId: 1 };
}

/** A second account comments on a task of the user's that the user subscribed to: one task.comment notification. */
async function notifyThroughApi(user: { token: string }): Promise<{ doer: string; title: string; taskId: number }> {
  const doer = await registerUser('doer');
  const title = `Talked about ${Date.now().toString(36)}`;
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Shared for a comment' });
  // `permission` on 1.x and 2.x, `right` on 0.24: each release ignores the other's field.
  await apiAs(user.token, 'PUT', `/projects/${project.id}/users`, { username: doer.username, permission: 1, right: 1 });
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, { title });
  await apiAs(user.token, 'PUT', `/subscriptions/task/${task.id}`);
  await apiAs(doer.token, 'PUT', `/tasks/${task.id}/comments`, { comment: 'hello' });
  return { doer: doer.username, title, taskId: task.id };
}

/**
 * Debian's Chromium with the built extension loaded, in a fresh profile: a browser of the test's own, which it
 * closes. Specs take the shared one, reset before each test, from `test` in fixtures-extension-shared.ts.
 */
export async function launchExtension(): Promise<{ context: BrowserContext; worker: Worker; extensionId: string }> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'vk-profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${EXT_DIR}`, `--load-extension=${EXT_DIR}`],
  });
  let [worker] = context.serviceWorkers();
  if (!worker) worker = await context.waitForEvent('serviceworker');
  return { context, worker, extensionId: new URL(worker.url()).host };
}

/** Fills the register form of the web app; the app signs the new account in. */
export async function registerInUi(page: Page, user: ReturnType<typeof uniqueUser>) {
  needsRegistration();
  await page.goto(`${serverUrl()}/register`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await submitRegistration(page, user);
  await page.getByRole('heading', { name: new RegExp(user.username) }).waitFor();
}

/**
 * Clicks "Create account" on a filled register form, waiting out a rate-limited registration (429). The form
 * signs the new account in right after: when a rate limit refuses that, signs in through the login form
 * (waiting it out too). Any other answer is left on the page for the test to check.
 */
export async function submitRegistration(page: Page, user: { username: string; password: string }): Promise<void> {
  const signedIn = page.waitForResponse(answersPost('/login'));
  signedIn.catch(() => undefined); // not awaited when the registration is refused
  const registered = await submitPatiently(
    page,
    () => page.getByRole('button', { name: 'Create account' }).click(),
    '/register',
  );
  if (registered >= 400) return;
  if ((await signedIn).status() === 429) {
    await page.goto(`${new URL(page.url()).origin}/login`);
    await loginInUi(page, user);
  }
}

/** Signs in through the login form and waits until the app shows the signed-in shell. */
export async function loginInUi(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await submitSignIn(page);
  await page.getByRole('button', { name: /^User menu of / }).waitFor();
}

/** Signs out through the user menu in the header. */
export async function signOutInUi(page: Page) {
  await page.getByRole('button', { name: /^User menu of / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}

const infos = new Map<string, Promise<Record<string, unknown>>>();
/** The server's `/info` (version, features), fetched once per worker and server. */
export function serverInfo(): Promise<Record<string, unknown>> {
  const key = apiUrl();
  let info = infos.get(key);
  if (!info) {
    info = api<Record<string, unknown>>('GET', '/info');
    infos.set(key, info);
  }
  return info;
}

/**
 * Skips the running test when the server's `/info` flag differs from what the test needs: the
 * local server is configured for every test, a real one as its administrator chose.
 */
export async function needsServerSetting(flag: string, value: boolean): Promise<void> {
  const actual = (await serverInfo())[flag];
  test
    .info()
    .skip(
      actual !== undefined && actual !== value,
      `the server has ${flag} ${String(actual)}; this test needs ${String(value)}`,
    );
}

/** The release line of the server the running test talks to, from its `/info` version: '0.24', '1' or '2'. */
export async function serverRelease(): Promise<'0.24' | '1' | '2'> {
  const version = String((await serverInfo()).version ?? '').replace(/^v/, '');
  if (version.startsWith('0.')) return '0.24';
  return version.startsWith('1.') ? '1' : '2';
}
