import type { Page, Route } from '@playwright/test';
import { expect, test } from './test';
import { registerUser } from './fixtures';
import { needsRegistration } from './fixtures-remote';
import { signInStored } from './fixtures-session';

/** A new account, signed in on the page by stored session (these tests are about failures, not the sign-in form). */
async function newAccountSignedIn(page: Page): Promise<void> {
  needsRegistration(); // its tasks and projects must be its own
  await signInStored(page, await registerUser('rel'));
}

const FAILURES: Array<[string, (route: Route) => Promise<void>, RegExp]> = [
  [
    'a 500',
    (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
    /Internal Server Error/,
  ],
  [
    'an HTML page with status 200',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy login</html>' }),
    /answer was not understood/,
  ],
  [
    'a truncated body',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": 1, "tit' }),
    /answer was not understood/,
  ],
  ['a refused connection', (route) => route.abort('connectionrefused'), /could not be reached/],
  // A 200 of the wrong shape: checked where the answer arrives, shown by the screen, never a crash of the app.
  [
    'a list of nulls',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[null,null]' }),
    /answer was not understood/,
  ],
  [
    'tasks whose labels are a string',
    (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id":1,"title":"x","labels":"x"}]' }),
    /answer was not understood/,
  ],
];

test.describe('a failing server never costs the typed text or blanks the screen', () => {
  for (const [name, fail, message] of FAILURES) {
    test(`adding a task answered with ${name}`, async ({ page }) => {
      await newAccountSignedIn(page);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
      await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();

      await page.route('**/api/v1/projects/*/tasks', (route) =>
        route.request().method() === 'PUT' ? fail(route) : route.fallback(),
      );
      await page.getByLabel('New task').fill('Do not lose me');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByLabel('New task')).toHaveValue('Do not lose me');

      // Once the server is back, the same text goes through.
      await page.unroute('**/api/v1/projects/*/tasks');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('task-row').filter({ hasText: 'Do not lose me' })).toBeVisible();
    });

    test(`loading a project answered with ${name} shows an error with a retry`, async ({ page }) => {
      await newAccountSignedIn(page);
      await page.route('**/api/v1/projects/*/views/*/tasks*', fail);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
      const alert = page.getByRole('alert').filter({ hasText: message });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await page.unroute('**/api/v1/projects/*/views/*/tasks*');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('Nothing to do here.')).toBeVisible();
    });
  }
});

test('views answered as a string: the project shows its error, the rest of the app stays usable', async ({ page }) => {
  await newAccountSignedIn(page);
  await page.route('**/api/v1/projects/*/views', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '"list"' }),
  );
  await page.route('**/api/v1/projects/*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const project = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...project, views: 'list' } });
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /answer was not understood/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(/\/tasks\/by\/upcoming/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
