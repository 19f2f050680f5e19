import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { TESTING_TOKEN } from './global-setup';

export const EXT_DIR = resolve('.output/chrome-mv3');

export function serverUrl(): string {
  const url = process.env.E2E_SERVER_URL;
  if (!url) throw new Error('E2E_SERVER_URL missing: global setup did not run');
  return url.replace(/\/$/, '');
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
  const response = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Registers through the API and returns the account with its token and id. */
export async function registerUser(prefix?: string) {
  const user = uniqueUser(prefix);
  const created = await api<{ id: number }>('POST', '/register', user);
  const { token } = await api<{ token: string }>('POST', '/login', { username: user.username, password: user.password });
  return { ...user, id: created.id, token };
}

export function apiAs<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  return api<T>(method, path, body, token);
}

/** Puts one unread notification for a user through the server's testing endpoint. */
/** The id of a user's default project (the Inbox a new account starts with). */
export async function inboxOf(token: string): Promise<number> {
  const me = await apiAs<{ settings: { default_project_id: number } }>(token, 'GET', '/user');
  return me.settings.default_project_id;
}

export async function createNotification(userId: number): Promise<void> {
  const response = await fetch(`${apiUrl()}/test/notifications`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: TESTING_TOKEN },
    body: JSON.stringify([
      {
        notifiable_id: userId,
        name: 'task.comment',
        notification: JSON.stringify({ doer: { id: 1, username: 'someone' }, task: { id: 1, title: 'A task' }, comment: { comment: 'hello' } }),
        created: new Date().toISOString(),
      },
    ]),
  });
  if (!response.ok) throw new Error(`creating a notification failed: ${response.status} ${await response.text()}`);
}

/** Debian's Chromium with the built extension loaded, in a fresh profile. */
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
export async function registerInUi(page: import('@playwright/test').Page, user: ReturnType<typeof uniqueUser>) {
  await page.goto(`${serverUrl()}/register`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: new RegExp(user.username) }).waitFor();
}

/** Signs in through the login form and waits until the app shows the signed-in shell. */
export async function loginInUi(page: import('@playwright/test').Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^User menu of / }).waitFor();
}

/** Signs out through the user menu in the header. */
export async function signOutInUi(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^User menu of / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}
