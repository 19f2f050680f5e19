import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { answersPost, submitWaitingOut } from './fixtures-remote';

declare const browser: typeof import('wxt/browser').browser;

/** Debian's Firefox ESR: nothing downloads a browser. */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The test build (`VIKUNJA_TEST_BUILD=1`): the shipped one plus web-accessible pages and the menu hook. */
export const FIREFOX_TEST_DIR = resolve('.output/firefox-mv3-test');
export const GECKO_ID = 'vikunja-browser@example.org';
/** Fixed by the profile (`extensions.webextensions.uuids`), so the test knows the pages' addresses. */
export const EXTENSION_UUID = '5c0a8b1e-7d2f-4e3a-9b6c-1f2e3d4c5b6a';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

/** Builds the Firefox test build when a bare `playwright test` run finds it missing. */
export function ensureFirefoxTestBuild(): void {
  if (existsSync(join(FIREFOX_TEST_DIR, 'manifest.json'))) return;
  execFileSync('npm', ['run', 'build:firefox-test'], { stdio: 'ignore', env: { ...process.env } });
}

/** A page a person might capture: a title, a paragraph to select and a link. */
export const ARTICLE = {
  title: 'Firefox field notes',
  paragraph: 'Ship the Firefox build on Friday',
  linkText: 'Release checklist',
  linkUrl: 'https://example.org/release-checklist',
};

/**
 * Local pages for the test: `/open?to=popup.html` links to an extension page (WebDriver BiDi refuses to
 * navigate to moz-extension:// itself; the test build makes the pages web-accessible from 127.0.0.1), and
 * `/article` is a page to capture.
 */
async function startPages() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/open') {
      const to = `${EXTENSION_ORIGIN}/${(url.searchParams.get('to') ?? 'popup.html').replace(/^\/+/, '')}`;
      res.end(`<!doctype html><title>open</title><a id="go" href="${to.replace(/"/g, '&quot;')}">open</a>`);
      return;
    }
    res.end(
      `<!doctype html><title>${ARTICLE.title}</title><p id="text">${ARTICLE.paragraph}</p>` +
        `<p><a id="link" href="${ARTICLE.linkUrl}">${ARTICLE.linkText}</a></p>`,
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export interface FirefoxExtension {
  firefox: Browser;
  /** Base address of the local test pages (the article is at `${pages}/article`). */
  pages: string;
  /** Opens an extension page (`popup.html`, `app.html#/…`) in a new tab and waits until it is that page. */
  openExtensionPage: (path: string) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * `firefox-esr` over WebDriver BiDi with a fresh profile and the test build installed as a temporary
 * add-on. Optional permission prompts are off in the profile, so a request made from a click is granted
 * as if the person accepted it (headless Firefox cannot show the prompt).
 */
export async function launchFirefoxWithExtension(): Promise<FirefoxExtension> {
  if (!existsSync(FIREFOX))
    throw new Error(`Firefox ESR not found at ${FIREFOX}: sudo apt-get install -y firefox-esr, or set FIREFOX_PATH`);
  ensureFirefoxTestBuild();
  const profile = mkdtempSync(join(tmpdir(), 'vk-firefox-'));
  const pages = await startPages();
  const firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      'extensions.webextOptionalPermissionPrompts': false,
    },
  });
  try {
    await firefox.installExtension(FIREFOX_TEST_DIR);
  } catch (error) {
    await firefox.close();
    throw error;
  }
  return {
    firefox,
    pages: pages.url,
    async openExtensionPage(path) {
      const page = await firefox.newPage();
      await page.goto(`${pages.url}/open?to=${encodeURIComponent(path)}`);
      await page.locator('#go').click();
      await page.waitForFunction(
        (origin) => location.origin === origin && document.readyState === 'complete',
        {},
        EXTENSION_ORIGIN,
      );
      return page;
    },
    async close() {
      await firefox.close();
      await pages.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The toolbar badge's text, read from an extension page. */
export function badgeText(page: Page): Promise<string> {
  return page.evaluate(() => browser.action.getBadgeText({}));
}

/** Whether the extension holds the host permission for an origin (read from an extension page). */
export function hasOrigin(page: Page, origin: string): Promise<boolean> {
  return page.evaluate((o) => browser.permissions.contains({ origins: [o] }), origin);
}

/**
 * Clicks one of the extension's context-menu items on a tab, as Firefox would: the worker's own listener
 * gets the click data (through the test build's hook; a real menu click cannot be automated).
 */
export async function clickMenuItem(
  extensionPage: Page,
  tabUrl: string,
  info: { menuItemId: string; selectionText?: string; linkUrl?: string; linkText?: string },
): Promise<void> {
  await extensionPage.evaluate(
    async (url, clickInfo) => {
      // Firefox match patterns take no port, so the tab is picked by its address.
      const tab = (await browser.tabs.query({})).find((t) => t.url === url);
      if (!tab) throw new Error(`no tab at ${url}`);
      const background = (await browser.runtime.getBackgroundPage()) as unknown as {
        __vikunjaTest?: { clickMenu: (info: unknown, tab: unknown) => void };
      } | null;
      if (!background?.__vikunjaTest) throw new Error('the test hook is missing: not the test build?');
      background.__vikunjaTest.clickMenu(
        { ...clickInfo, pageUrl: tab.url, editable: false, modifiers: [], button: 2 },
        { id: tab.id, windowId: tab.windowId, url: tab.url, title: tab.title, active: tab.active, index: tab.index },
      );
    },
    tabUrl,
    info,
  );
}

/** Submits the popup's sign-in with `submit`, waiting out a rate-limited answer (429) as the Chromium helpers do. */
export function signInPatiently(page: Page, submit: () => Promise<void>): Promise<number> {
  return submitWaitingOut(() => page.waitForResponse(answersPost('/login')), submit);
}
