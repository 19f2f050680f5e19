import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

// A zone whose IANA name has an older alias (Asia/Kolkata ↔ Asia/Calcutta): the name the app sends must be
// the one the browser's own formatter gives, whichever way the app asks the browser for it.
test.use({ timezoneId: 'Asia/Kolkata' });

test("a list's tasks are asked for in the browser's zone, named as the browser's formatter names it", async ({
  page,
}) => {
  const user = await registerUser('bootzone');
  const inbox = await inboxOf(user.token);
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(user.token, 'GET', `/projects/${inbox}/views`);
  const list = views.find((v) => v.view_kind === 'list');
  expect(list).toBeDefined();
  const asked = page.waitForRequest((request) => /\/views\/\d+\/tasks\?/.test(request.url()));
  await signInStored(page, user, { path: `/projects/${inbox}/${list!.id}` });
  const sent = new URL((await asked).url()).searchParams.get('filter_timezone');
  const formatters = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(formatters).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  expect(sent).toBe(formatters);
});
