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
