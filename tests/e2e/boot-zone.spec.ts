import { expect, test } from './test';
import { inboxViewPath, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

// A zone whose IANA name has an older alias (Asia/Kolkata ↔ Asia/Calcutta): the name the app sends must be
// the one the browser's own formatter gives, whichever way the app asks the browser for it.
test.use({ timezoneId: 'Asia/Kolkata' });

test("a list's tasks are asked for in the browser's zone, named as the browser's formatter names it", async ({
  page,
}) => {
  const user = await registerUser('bootzone');
  const asked = page.waitForRequest((request) => /\/views\/\d+\/tasks\?/.test(request.url()));
  await signInStored(page, user, { path: await inboxViewPath(user.token, 'list') });
  const sent = new URL((await asked).url()).searchParams.get('filter_timezone');
  const formatters = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(formatters).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  expect(sent).toBe(formatters);
});
