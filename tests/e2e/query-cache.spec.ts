import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { registerInUi, serverUrl, signOutInUi, uniqueUser } from './fixtures';

/** The app's kept query cache in this origin's IndexedDB, one entry per server and account, as JSON. */
const keptEntries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('vikunja-query-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('clients')) return resolve([]);
          const all = db.transaction('clients').objectStore('clients').getAll();
          all.onsuccess = () => resolve(all.result.map((entry) => JSON.stringify(entry)));
        };
      }),
  );

test('a list seen before is on screen from the kept cache while its tasks load, and sign-out forgets it', async ({
  page,
}) => {
  const user = uniqueUser('kept');
  await registerInUi(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByLabel('New task').fill('Kept between visits');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('task-row').filter({ hasText: 'Kept between visits' })).toBeVisible();
  // Written a moment after the answers arrive.
  await expect.poll(async () => (await keptEntries(page)).join()).toContain('Kept between visits');
  const listUrl = page.url();

  // The server's answer for the tasks never comes: what shows is what was kept.
  await page.route(/\/api\/v1\/projects\/\d+\/views\/\d+\/tasks/, () => undefined);
  await page.goto(listUrl);
  await expect(page.getByTestId('task-row').filter({ hasText: 'Kept between visits' })).toBeVisible();
  await expect(page.getByText('Updating…')).toBeVisible();
  await page.unroute(/\/api\/v1\/projects\/\d+\/views\/\d+\/tasks/);

  await page.goto(`${serverUrl()}/`);
  await signOutInUi(page);
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptEntries(page)).toEqual([]);
});

test('a table and a kanban board seen before are on screen from the kept cache while they load', async ({ page }) => {
  const user = uniqueUser('keptviews');
  await registerInUi(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByLabel('New task').fill('On every board');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('task-row').filter({ hasText: 'On every board' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Views' });
  const seen: Record<string, string> = {};
  for (const [view, shows] of [
    ['Table', page.locator('tbody tr').filter({ hasText: 'On every board' })],
    ['Kanban', page.getByTestId('kanban-card').filter({ hasText: 'On every board' })],
  ] as const) {
    await tabs.getByRole('link', { name: view }).click();
    await expect(shows).toBeVisible();
    seen[view] = page.url();
  }
  // Written a moment after the answers arrive: the table's page (newest first) and the board.
  await expect.poll(async () => (await keptEntries(page)).join()).toContain('"queryKey":["kanban",');
  expect((await keptEntries(page)).join()).toContain('"sortBy":["id"],"orderBy":["desc"]');

  // The server's answers for the tasks never come: what shows is what was kept.
  await page.route(/\/api\/v1\/projects\/\d+\/views\/\d+\/tasks/, () => undefined);
  await page.goto(seen.Table!);
  await expect(page.locator('tbody tr').filter({ hasText: 'On every board' })).toBeVisible();
  await expect(page.getByText('Updating…')).toBeVisible();
  await page.goto(seen.Kanban!);
  await expect(page.getByTestId('kanban-card').filter({ hasText: 'On every board' })).toBeVisible();
  await expect(page.getByText('Updating…')).toBeVisible();
});
