import { expect, test } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { apiAs, createNotification, inboxOf, registerUser, serverUrl } from './fixtures';
import { tasksTitled } from './fixtures-extension';
import {
  ARTICLE,
  badgeText,
  clickMenuItem,
  hasOrigin,
  launchFirefoxWithExtension,
  signInPatiently,
  type FirefoxExtension,
} from './fixtures-firefox';

// The extension's main flows in Debian's firefox-esr (WebDriver BiDi through puppeteer-core), against the
// local server on a random port: its event-page background, storage and a host permission whose server
// address has a port.

const byLabel = (label: string) => `::-p-aria(${label})`;
const button = (name: string) => `::-p-aria([name="${name}"][role="button"])`;

/** Types into an empty field found by its label, as a person would (a locator's fill misses aria-found fields). */
async function typeInto(page: Page, label: string, text: string) {
  const field = await page.waitForSelector(byLabel(label), { visible: true });
  await field!.type(text);
}

/** The text of the whole page, for waiting on what a person would read. */
const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

type User = Awaited<ReturnType<typeof registerUser>>;

/**
 * One Firefox for the file's flows (each launch costs seconds): the first flow gets it with its fresh profile,
 * and the flows after it reuse it, signed in with the account the first one set up.
 */
let shared: { ff: FirefoxExtension; used: boolean; user?: User } | undefined;
test.afterAll(async () => {
  await shared?.ff.close();
  shared = undefined;
});

async function sharedFirefox() {
  shared ??= { ff: await launchFirefoxWithExtension(), used: false };
  return shared;
}

/** Runs `run` in a Firefox whose profile nothing has used yet: the shared one while fresh, else one of its own. */
async function withFreshFirefox(run: (ff: FirefoxExtension) => Promise<void>, signsIn: User) {
  test.setTimeout(60_000);
  const current = await sharedFirefox();
  if (!current.used) {
    current.used = true;
    await run(current.ff);
    current.user = signsIn;
    return;
  }
  const own = await launchFirefoxWithExtension();
  try {
    await run(own);
  } finally {
    await own.close();
  }
}

/** Runs `run` in the shared Firefox, signed in (set up from the popup first when no flow has done so yet). */
async function withSignedInFirefox(run: (ff: FirefoxExtension, user: User) => Promise<void>) {
  test.setTimeout(60_000);
  const current = await sharedFirefox();
  current.used = true;
  if (!current.user) {
    const user = await registerUser('ffx');
    const popup = await current.ff.openExtensionPage('popup.html');
    await setUpFromPopup(popup, user);
    await popup.close();
    current.user = user;
  }
  await run(current.ff, current.user);
}

/** First use: the server's address in the popup (granting access from that click), then the sign-in form. */
async function setUpFromPopup(popup: Page, user: { username: string; password: string }) {
  await typeInto(popup, 'Vikunja server address', serverUrl());
  await popup.locator(button('Connect')).click();
  await typeInto(popup, 'Username', user.username);
  await typeInto(popup, 'Password', user.password);
  await signInPatiently(popup, () => popup.locator(button('Sign in')).click());
  await expect.poll(() => pageText(popup)).toContain(`Signed in as ${user.username}`);
}

test('Firefox: set up and sign in from the popup; quick add creates the parsed task on the server', async () => {
  const user = await registerUser('ffx');
  await withFreshFirefox(async ({ openExtensionPage }) => {
    const popup = await openExtensionPage('popup.html');
    await expect.poll(() => badgeText(popup)).toBe('?');
    await setUpFromPopup(popup, user);
    // The grant names the host without the server's port (Firefox refuses a port in a pattern).
    const server = new URL(serverUrl());
    expect(server.port).not.toBe('');
    expect(await hasOrigin(popup, `${server.protocol}//${server.hostname}/*`)).toBe(true);

    await typeInto(popup, 'New task', 'Water the plants tomorrow !3');
    await popup.keyboard.press('Enter');
    await expect.poll(() => pageText(popup)).toContain('Added “Water the plants”.');

    const [task] = await tasksTitled(user.token, 'Water the plants');
    expect(task?.project_id).toBe(await inboxOf(user.token));
    const full = await apiAs<{ priority: number; due_date: string }>(user.token, 'GET', `/tasks/${task?.id}`);
    expect(full.priority).toBe(3);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(new Date(full.due_date).toDateString()).toBe(tomorrow.toDateString());

    // Storage survives the popup closing: a new popup is still signed in.
    await popup.close();
    const again = await openExtensionPage('popup.html');
    await expect.poll(() => pageText(again)).toContain(`Signed in as ${user.username}`);
    await again.close();
  }, user);
});

test('Firefox: the badge shows the number of unread notifications', async () => {
  await withSignedInFirefox(async ({ openExtensionPage }, user) => {
    let popup = await openExtensionPage('popup.html');
    // Opening the popup asks the background for a poll.
    const reopen = async () => {
      await popup.close();
      popup = await openExtensionPage('popup.html');
    };
    // Signed in with nothing unread: an empty badge, no longer the signed-out mark.
    await expect.poll(() => badgeText(popup)).toBe('');

    await createNotification(user);
    await createNotification(user);
    const unread = await apiAs<Array<{ read_at: string | null }>>(user.token, 'GET', '/notifications');
    const count = unread.filter((n) => !n.read_at || n.read_at.startsWith('0001-')).length;
    expect(count).toBe(2);
    await reopen();
    await expect.poll(() => badgeText(popup)).toBe(String(count));

    await apiAs(user.token, 'POST', '/notifications');
    await reopen();
    await expect.poll(() => badgeText(popup)).toBe('');
    await popup.close();
  });
});

test('Firefox: the context-menu captures of a page, a selection and a link become tasks', async () => {
  await withSignedInFirefox(async ({ firefox, pages, openExtensionPage }, user) => {
    const popup = await openExtensionPage('popup.html');

    const article = await firefox.newPage();
    const articleUrl = `${pages}/article`;
    await article.goto(articleUrl);
    // What the person selected before right-clicking.
    const selected = await article.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('text')!);
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString();
    });
    expect(selected).toBe(ARTICLE.paragraph);

    await clickMenuItem(popup, articleUrl, { menuItemId: 'capture-page' });
    await clickMenuItem(popup, articleUrl, { menuItemId: 'capture-selection', selectionText: selected });
    await clickMenuItem(popup, articleUrl, {
      menuItemId: 'capture-link',
      linkUrl: ARTICLE.linkUrl,
      linkText: ARTICLE.linkText,
    });

    const created = async (title: string) => (await tasksTitled(user.token, title))[0];
    await expect.poll(() => created(ARTICLE.title)).toBeTruthy();
    await expect.poll(() => created(ARTICLE.paragraph)).toBeTruthy();
    await expect.poll(() => created(ARTICLE.linkText)).toBeTruthy();
    const description = async (title: string) =>
      (await apiAs<{ description: string }>(user.token, 'GET', `/tasks/${(await created(title))?.id}`)).description;
    expect(await description(ARTICLE.title)).toContain(`href="${articleUrl}"`);
    expect(await description(ARTICLE.paragraph)).toContain(`href="${articleUrl}"`);
    expect(await description(ARTICLE.linkText)).toContain(`href="${ARTICLE.linkUrl}"`);
    // Each capture once, in the default project.
    const inbox = await inboxOf(user.token);
    for (const title of [ARTICLE.title, ARTICLE.paragraph, ARTICLE.linkText]) {
      const tasks = await tasksTitled(user.token, title);
      expect(tasks.map((t) => t.project_id)).toEqual([inbox]);
    }
    await article.close();
    await popup.close();
  });
});
