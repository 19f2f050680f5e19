import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

/** When the page asked for the first file whose name starts with `name` (from navigation start), or null. */
const askedAt = (name: string) => (entries: Array<{ name: string; startTime: number }>) =>
  entries.find((e) => new URL(e.name).pathname.split('/').pop()!.startsWith(`${name}-`))?.startTime ?? null;

test("a start asks for the kept cache's code before the route's screen (whose thirty-odd chunks would queue it)", async ({
  page,
}) => {
  const user = await registerUser('bootorder');
  const inbox = await inboxOf(user.token);
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(user.token, 'GET', `/projects/${inbox}/views`);
  const list = views.find((v) => v.view_kind === 'list');
  expect(list).toBeDefined();
  await signInStored(page, user, { path: `/projects/${inbox}/${list!.id}` });
  await expect(page.getByTestId('task-row').or(page.getByLabel('New task')).first()).toBeVisible();
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
  );
  const cacheCode = askedAt('query-cache-boot')(entries);
  const screen = askedAt('ProjectViewPage')(entries);
  expect(cacheCode).not.toBeNull();
  expect(screen).not.toBeNull();
  expect(cacheCode!).toBeLessThanOrEqual(screen!);
});
