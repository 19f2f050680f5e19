import { expect, test } from './test';
import { inboxViewPath, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

/** When the page asked for the first file whose name starts with `name` (from navigation start), or null. */
const askedAt = (name: string) => (entries: Array<{ name: string; startTime: number }>) =>
  entries.find((e) => new URL(e.name).pathname.split('/').pop()!.startsWith(`${name}-`))?.startTime ?? null;

test("a start asks for the kept cache's code before the route's screen (whose thirty-odd chunks would queue it)", async ({
  page,
}) => {
  const user = await registerUser('bootorder');
  await signInStored(page, user, { path: await inboxViewPath(user.token, 'list') });
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
