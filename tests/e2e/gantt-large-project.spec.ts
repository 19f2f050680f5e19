import { expect, test } from './test';
import { ownServer } from './fixtures-accounts';
import { seedLargeProject } from './large-project-fixtures';
import { signInStored } from './fixtures-session';

const DATED = 10_000;
const HOUR = 3_600_000;

// A real server answers at most max_items_per_page (50) tasks a request: the chart pages through the range.
test('gantt: a project of 10,000 dated tasks shows every one in range, drawing only the rows in sight', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const server = await ownServer({});
  try {
    const base = new Date();
    base.setHours(0, 0, 0, 0);
    const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const dated = (title: string, start: number) => ({ title, start_date: at(start), end_date: at(start + 24 * HOUR) });
    const { user, project, viewOf } = await seedLargeProject(server, {
      prefix: 'ganttbig',
      title: 'Huge plan',
      count: DATED + 1,
      // Starts spread over the first days of the range, in the order of their numbers; the last long ago.
      fields: (i) =>
        i < DATED ? dated(`Dated task ${i + 1}`, base.getTime() + i * 30_000) : dated('Long ago', Date.UTC(2020, 0, 1)),
    });
    const gantt = viewOf('gantt');

    await signInStored(page, user, { base: server.url });
    await page.goto(`${server.url}/projects/${project.id}/${gantt}`);
    const bars = page.getByTestId('gantt-bar');
    await expect(bars.filter({ hasText: /^Dated task 1$/ })).toBeVisible({ timeout: 60_000 });
    expect(await page.locator('.gantt-row').count()).toBeLessThan(100);

    const scroller = page.locator('.gantt-scroll');
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(bars.filter({ hasText: new RegExp(`^Dated task ${DATED}$`) })).toBeVisible();
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
    await expect(bars.filter({ hasText: new RegExp(`^Dated task ${DATED / 2}$`) })).toBeVisible();
    expect(await page.locator('.gantt-row').count()).toBeLessThan(100);
    await expect(bars.filter({ hasText: 'Long ago' })).toHaveCount(0);
  } finally {
    await server.close();
  }
});
