import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './test';
import { registerInUi, registerUser, serverUrl, signOutInUi, uniqueUser } from './fixtures';

const HOSTILE = '<img src=x onerror="window.__ran = 1">';
const PICTURE = '[data-first-paint]';
/** The app's main chunk (the module script of index.html). */
const MAIN_CHUNK = /\/assets\/index-[\w-]+\.js$/;

/** The pictures the web page keeps in its localStorage, as stored. */
const keptPictures = (page: Page) => page.evaluate(() => localStorage.getItem('firstPaint'));

/** Signs up, adds two tasks to the Inbox (one with a title that is HTML) and answers the list's address. */
async function listWithTasks(page: Page, prefix: string): Promise<string> {
  await registerInUi(page, uniqueUser(prefix));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  for (const title of ['A plain task', HOSTILE]) {
    await page.getByLabel('New task').fill(title);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeVisible();
  }
  return page.url();
}

/** Leaves the page (its picture is taken as it goes) for a page that has none. */
async function leave(page: Page): Promise<void> {
  await page.goto(`${serverUrl()}/about`);
  await expect.poll(() => keptPictures(page)).not.toBeNull();
}

/** Opens a tab whose app code is held back: only the first-paint script runs until `release` is called. */
async function tabWithoutApp(
  context: BrowserContext,
  url: string,
): Promise<{ tab: Page; release: () => Promise<void> }> {
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    // At each frame (just before it is painted), the rows on screen: from the picture on, never none.
    const w = window as unknown as { rowsAfterPicture: number[] };
    w.rowsAfterPicture = [];
    const frame = () => {
      if (document.querySelector('[data-first-paint]') || w.rowsAfterPicture.length > 0)
        w.rowsAfterPicture.push(document.querySelectorAll('[data-testid="task-row"]').length);
      if (w.rowsAfterPicture.length < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const held: Route[] = [];
  let holding = true;
  await tab.route(MAIN_CHUNK, (route) => (holding ? void held.push(route) : route.continue()));
  await tab.goto(url, { waitUntil: 'commit' });
  await tab.waitForFunction(() => document.readyState !== 'loading');
  return {
    tab,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('a list seen before shows its picture at first paint, inert, before the app runs, then the live list', async ({
  page,
}) => {
  const listUrl = await listWithTasks(page, 'picture');
  await leave(page);

  const { tab, release } = await tabWithoutApp(page.context(), listUrl);
  const picture = tab.locator(PICTURE);
  await expect(picture.getByTestId('task-row')).toHaveCount(2);
  await expect(picture).toHaveAttribute('aria-busy', 'true');
  expect(await picture.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  // Nothing in it can be focused; the HTML title is text.
  const box = picture.getByRole('checkbox').first();
  expect(await box.evaluate((el) => (el.focus(), document.activeElement === el))).toBe(false);
  await expect(picture.getByText(HOSTILE)).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  // The main chunk is fetched from the page's head, and run only after the picture (web/app-start.ts).
  expect(
    await tab.evaluate(() => document.querySelector('link[rel="modulepreload"][data-app]')?.getAttribute('href')),
  ).toMatch(MAIN_CHUNK);

  await release();
  await expect(tab.locator(PICTURE)).toHaveCount(0);
  await expect(tab.getByTestId('task-row')).toHaveCount(2);
  await expect(tab.getByTestId('task-row').filter({ hasText: HOSTILE })).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  // From the picture to the live rows, no frame without rows.
  const counts = await tab.evaluate(() => (window as unknown as { rowsAfterPicture: number[] }).rowsAfterPicture);
  expect(counts.length).toBeGreaterThan(0);
  expect(Math.min(...counts)).toBeGreaterThan(0);
});

test('another account in the same browser never sees the first one’s picture, and replaces it', async ({ page }) => {
  const listUrl = await listWithTasks(page, 'pictureowner');
  await leave(page);
  const { token } = await registerUser('pictureother');
  await page.evaluate((t) => localStorage.setItem('token', JSON.stringify(t)), token);

  const { tab, release } = await tabWithoutApp(page.context(), listUrl);
  expect(await tab.evaluate(() => performance.getEntriesByName('vikunja:first-paint-shown').length)).toBe(0);
  await expect(tab.locator(PICTURE)).toHaveCount(0);
  await release();
  await expect(tab.getByRole('button', { name: /^User menu of / })).toBeVisible();
  // The other account's session in this page: the first one's pictures go.
  await tab.goto(`${serverUrl()}/`);
  await expect(tab.getByRole('button', { name: /^User menu of / })).toBeVisible();
  await tab.goto(`${serverUrl()}/about`);
  await expect.poll(() => keptPictures(tab)).not.toContain('A plain task');
});

test('signing out wipes the pictures', async ({ page }) => {
  await listWithTasks(page, 'pictureout');
  await leave(page);
  expect(await keptPictures(page)).toContain('A plain task');
  await page.goto(`${serverUrl()}/`);
  await signOutInUi(page);
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptPictures(page)).toBeNull();
});

/** The web build's first-paint script (vite-first-paint.ts). */
const PICTURE_SCRIPT = /\/assets\/first-paint-[0-9a-f]+\.js$/;

for (const [what, answer] of [
  ['is missing', { status: 404, body: '' }],
  ['throws', { status: 200, contentType: 'text/javascript', body: 'throw new Error("broken picture script")' }],
  [
    'holds the app and then throws',
    {
      status: 200,
      contentType: 'text/javascript',
      body: 'window.__vikunjaFirstPaintGate = new Promise(() => {}); throw new Error("half-way")',
    },
  ],
] as const) {
  test(`the app boots with its kept cache when the first-paint script ${what}`, async ({ page }) => {
    const listUrl = await listWithTasks(page, 'picturebroken');
    await leave(page);
    const tab = await page.context().newPage();
    await tab.route(PICTURE_SCRIPT, (route) => route.fulfill(answer));
    await tab.goto(listUrl);
    await expect(tab.getByTestId('task-row')).toHaveCount(2);
    await expect(tab.locator(PICTURE)).toHaveCount(0);
    expect(await tab.evaluate(() => performance.getEntriesByName('vikunja:cache-restored').length)).toBe(1);
  });
}

test('a signed-in profile without a kept cache gets the cache’s database as the app makes it', async ({
  page,
  browser,
}) => {
  const listUrl = await listWithTasks(page, 'picturefreshdb');
  await leave(page);
  // The session and the picture, but no database (a copy of the profile's local storage only).
  const fresh = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const tab = await fresh.newPage();
    await tab.goto(listUrl);
    await expect(tab.getByTestId('task-row')).toHaveCount(2);
    // The first script's early read made the database with the store the app keeps its answers in; they land.
    await expect
      .poll(() =>
        tab.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('vikunja-query-cache');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('clients')) return (resolve(-1), db.close());
                const count = db.transaction('clients').objectStore('clients').count();
                count.onsuccess = () => (resolve(count.result), db.close());
              };
              open.onerror = () => resolve(-2);
            }),
        ),
      )
      .toBeGreaterThan(0);
  } finally {
    await fresh.close();
  }
});
