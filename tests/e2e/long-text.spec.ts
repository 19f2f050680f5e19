import type { Page } from '@playwright/test';
import { apiAs, apiUrl, inboxOf, registerUser, serverUrl } from './fixtures';
import { TESTING_TOKEN } from './global-setup';
import { expect, test } from './test';
import { signInStored } from './fixtures-session';

// A title of 360 characters without a space, as another client may send (a task title has no length limit).
const WORD = 'Supercalifragilistic'.repeat(18);

/** Nothing on the page is laid out wider than the window (a sideways scroll region may scroll inside itself). */
async function expectNoSidewaysGrowth(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test.use({ viewport: { width: 1024, height: 768 } });

test('a 360-character word in a title wraps in the list, the task page and the notifications', async ({ page }) => {
  const user = await registerUser('longword');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: WORD });
  const response = await fetch(`${apiUrl()}/test/notifications`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: TESTING_TOKEN },
    body: JSON.stringify([
      {
        notifiable_id: user.id,
        name: 'task.comment',
        notification: JSON.stringify({
          doer: { id: 1, username: 'someone' },
          task: { id: task.id, title: WORD },
          comment: { comment: WORD },
        }),
        created: new Date().toISOString(),
      },
    ]),
  });
  expect(response.ok).toBe(true);

  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${inbox}`);
  const row = page.locator('.task-title', { hasText: WORD.slice(0, 40) }).first();
  await expect(row).toBeVisible();
  expect((await row.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(1024);
  await expectNoSidewaysGrowth(page);

  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  await expect(page.getByText(WORD.slice(0, 40)).first()).toBeVisible();
  await expectNoSidewaysGrowth(page);

  await page.goto(`${serverUrl()}/`);
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  const note = page.getByTestId('notification').first();
  await expect(note).toBeVisible();
  expect((await note.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(1024);
  await expectNoSidewaysGrowth(page);
});

test('a right-to-left override in a task title does not turn the notification sentence around', async ({ page }) => {
  const user = await registerUser('bidi');
  const evil = 'Invoice\u202Efdp.exe';
  const response = await fetch(`${apiUrl()}/test/notifications`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: TESTING_TOKEN },
    body: JSON.stringify([
      {
        notifiable_id: user.id,
        name: 'task.comment',
        notification: JSON.stringify({
          doer: { id: 1, username: 'someone' },
          task: { id: 1, title: evil },
          comment: { comment: 'x' },
        }),
        created: new Date().toISOString(),
      },
    ]),
  });
  expect(response.ok).toBe(true);
  await signInStored(page, user);
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  const text = page.getByTestId('notification').first().locator('.notification-text');
  await expect(text).toBeVisible();
  // The title sits inside an isolate that ends before the rest of the sentence, so the override stops there.
  expect(await text.textContent()).toBe('\u2068someone\u2069 commented on \u2068Invoice\u202Efdp.exe\u2069');
});
