import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { box } from './fixtures-layout';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

// Home's and upcoming's task rows on a 360 px phone: the project link is a touch target, and upcoming's
// filters fold into one line so the first task shows in the first screen; at 1440 px the wide look stays.

const TOUCH = 44;
type User = Awaited<ReturnType<typeof registerUser>>;

async function seed(user: User): Promise<void> {
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
  const due = new Date(Date.now() + 26 * 3600 * 1000).toISOString();
  for (const title of ['Water the tomatoes before the sun is high', 'Sow the beans'])
    await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title, due_date: due });
}

/** The link's box, and that a tap just inside its top and bottom edges lands on the link itself. */
async function expectTappable(link: Locator, what: string): Promise<void> {
  const b = await box(link);
  expect(Math.round(b.height), `${what} height`).toBeGreaterThanOrEqual(TOUCH);
  for (const y of [b.y + 2, b.y + b.height - 2]) {
    const hit = await link.evaluate(
      (el, point) => {
        const at = document.elementFromPoint(point.x, point.y);
        return !!at && (at === el || el.contains(at));
      },
      { x: b.x + b.width / 2, y },
    );
    expect(hit, `${what}: a tap at y=${Math.round(y)} reaches the link`).toBe(true);
  }
}

const firstRow = (page: Page) => page.getByTestId('upcoming-task').first();

for (const scheme of ['light', 'dark'] as const)
  test.describe(`on a 360 px phone, ${scheme}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, colorScheme: scheme });

    test("home's and upcoming's project links are touch targets; upcoming's first task is in the first screen", async ({
      page,
    }) => {
      const user = await registerUser('phoneup');
      await seed(user);
      await signInStored(page, user, { path: '/' });
      // The project link's taller box leaves the title's tap area whole.
      for (const screen of ['home', 'upcoming']) {
        const row = firstRow(page);
        const project = row.getByRole('link', { name: 'Garden' });
        const title = row.getByRole('link', { name: /Sow the beans|Water the tomatoes/ });
        await expectTappable(project, `${screen} project link`);
        await expectTappable(title, `${screen} title`);
        const [above, below] = [await box(title), await box(project)];
        expect(below.y, `${screen}: the project link starts under the title's tap area`).toBeGreaterThanOrEqual(
          above.y + above.height - 1,
        );
        if (screen === 'home') await page.goto(`${serverUrl()}/tasks/by/upcoming`);
      }
      // The filters take one line between the heading and the first task, which ends inside the first screen.
      const heading = await box(page.getByRole('heading', { name: 'Upcoming', level: 1 }));
      const row = await box(firstRow(page));
      expect(row.y - (heading.y + heading.height), 'room taken by the filters').toBeLessThanOrEqual(2 * TOUCH);
      expect(row.y + row.height, 'the first task ends inside the first screen').toBeLessThanOrEqual(740);
    });

    test("upcoming's folded filters open from the keyboard and every filter works", async ({ page }) => {
      const user = await registerUser('phonefilter');
      await seed(user);
      await signInStored(page, user, { path: '/tasks/by/upcoming' });
      const toggle = page.getByRole('button', { name: /^Filters/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const b = await box(toggle);
      expect(Math.round(b.height)).toBeGreaterThanOrEqual(TOUCH);
      await expect(page.getByLabel('From', { exact: true })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const from = page.getByLabel('From', { exact: true });
      await expect(from).toBeVisible();
      await expect(page.getByLabel('To', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
      const week = new URL(page.url()).searchParams;
      await expect(from).toHaveValue(week.get('from') ?? '');
      // Both switches start on; each turns off and on again.
      for (const [label, key] of [
        ['Show overdue tasks', 'showOverdue'],
        ['Show tasks without dates', 'showNulls'],
      ] as const) {
        const toggleSwitch = page.getByLabel(label);
        await toggleSwitch.uncheck();
        await expect(page).toHaveURL(new RegExp(`${key}=false`));
        await toggleSwitch.check();
        await expect(page).toHaveURL(new RegExp(`${key}=true`));
      }
      await page.getByLabel('To', { exact: true }).fill('2030-01-05');
      await expect(page).toHaveURL(/to=2030-01-05/);
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(from).toBeHidden();
      // The folded button names the chosen range.
      await expect(toggle).toContainText('2030');
    });
  });

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("upcoming's filters stay open without a fold and the project link keeps its small line", async ({ page }) => {
    const user = await registerUser('wideup');
    await seed(user);
    await signInStored(page, user, { path: '/tasks/by/upcoming' });
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    const link = await box(firstRow(page).getByRole('link', { name: 'Garden' }));
    expect(link.height).toBeLessThan(24);
  });
});
