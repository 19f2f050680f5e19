import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';
import { addField } from './task-fields';
import { signInStored } from './fixtures-session';

async function setWeekStart(page: Page, day: 'Sunday' | 'Monday') {
  await page.goto(`${serverUrl()}/user/settings/general`);
  await page.getByLabel('Weeks start on').selectOption({ label: day });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The settings were saved.').first()).toBeVisible();
}

async function openTask(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

/** Opens the due date's calendar and answers it; the weekday headers are hidden from assistive tech (each day says its own). */
async function openCalendar(page: Page) {
  await page.getByRole('button', { name: 'Pick a date for Due' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar for Due' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  return { calendar, firstHeader: calendar.locator('th.rdp-weekday').first() };
}

const pad = (n: number) => String(n).padStart(2, '0');

test('the calendar follows the week start, and a picked day is saved at noon', async ({ page }) => {
  const user = await registerUser('datepicker');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Book the venue' });
  await signInStored(page, user);

  await setWeekStart(page, 'Sunday');
  await openTask(page, 'Book the venue');
  await addField(page.getByRole('dialog', { name: 'Book the venue' }), 'Due date');
  let { calendar, firstHeader } = await openCalendar(page);
  await expect(firstHeader).toHaveAttribute('aria-label', 'Sunday');
  expect(await axeViolations(page)).toEqual([]);

  // Escape closes only the calendar, and focus goes back to its button.
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Book the venue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pick a date for Due' })).toBeFocused();

  // Pick the 15th of the month shown (this month): no time was set, so it is noon.
  ({ calendar } = await openCalendar(page));
  const now = new Date();
  await calendar.locator('td:not([data-outside]) button', { hasText: /^15$/ }).click();
  await expect(calendar).toBeHidden();
  const expected = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-15T12:00`;
  await expect(page.getByLabel('Due')).toHaveValue(expected);
  await expect
    .poll(async () =>
      new Date((await apiAs<{ due_date: string }>(user.token, 'GET', `/tasks/${task.id}`)).due_date).getTime(),
    )
    .toBe(new Date(now.getFullYear(), now.getMonth(), 15, 12).getTime());
  await page.reload();
  await expect(page.getByLabel('Due')).toHaveValue(expected);

  await setWeekStart(page, 'Monday');
  await openTask(page, 'Book the venue');
  ({ calendar, firstHeader } = await openCalendar(page));
  await expect(firstHeader).toHaveAttribute('aria-label', 'Monday');
  // It opens on the due date, which is selected and has the focus.
  await expect(calendar.getByRole('button', { name: / 15, .*selected$/ })).toBeFocused();
});

test('the upcoming page picks its range from a calendar and offers whole weeks in the user’s order', async ({
  page,
}) => {
  const user = await registerUser('upweeks');
  await signInStored(page, user);
  await setWeekStart(page, 'Monday');
  await page.goto(`${serverUrl()}/tasks/by/upcoming`);

  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
  const from = new Date(`${new URL(page.url()).searchParams.get('from')}T00:00`);
  const to = new Date(`${new URL(page.url()).searchParams.get('to')}T00:00`);
  expect([from.getDay(), to.getDay()]).toEqual([1, 0]);

  await page.getByRole('button', { name: 'Pick a date for From' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar for From' });
  await expect(calendar.locator('th.rdp-weekday').first()).toHaveAttribute('aria-label', 'Monday');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  const next = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
  await expect(page).toHaveURL(
    new RegExp(`from=${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`),
  );
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'false');
});
