import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createNotification, registerUser, serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';
import { launchExtensionWithAccess, openPopup, setUpFromPopup } from './fixtures-extension';
import { layoutProblems } from './layout-check';
import { phonePaths, type PhoneData } from './phone-routes';
import { signInStored } from './fixtures-session';

// Every route (phone-routes.ts lists them; a unit test keeps the list complete) at a small phone's size, in light and dark: nothing scrolls sideways, nothing is cut off or
// covered, and axe finds no WCAG A/AA violation (colour contrast included) in either theme.
test.use({ viewport: { width: 360, height: 740 } });

type User = Awaited<ReturnType<typeof registerUser>>;

async function seed(user: User): Promise<PhoneData> {
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', {
    title: 'A project with a rather long name that has to wrap on a phone',
    description: '<p>What the project is about.</p>',
    hex_color: '1973ff',
  });
  const label = await apiAs<{ id: number }>(user.token, 'PUT', '/labels', { title: 'Errand', hex_color: 'e8b34c' });
  const due = new Date(Date.now() + 2 * 86400_000).toISOString();
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, {
    title: 'Renew the passport before the trip and book the appointment online',
    description: '<p>Bring two photos</p>',
    due_date: due,
    start_date: new Date().toISOString(),
    end_date: due,
    priority: 4,
    hex_color: 'e8445a',
  });
  const sub = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, {
    title: 'Take the photos',
  });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/labels`, { label_id: label.id });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/assignees`, { user_id: user.id });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Booked for Monday</p>' });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/relations`, { other_task_id: sub.id, relation_kind: 'subtask' });
  const team = await apiAs<{ id: number }>(user.token, 'PUT', '/teams', { name: 'Family' });
  const filter = await apiAs<{ id: number }>(user.token, 'PUT', '/filters', {
    title: 'Everything still open, across every project I have',
    filters: { filter: 'done = false' },
  });
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(
    user.token,
    'GET',
    `/projects/${project.id}/views`,
  );
  const view = (kind: string) => `/projects/${project.id}/${views.find((v) => v.view_kind === kind)?.id}`;
  return { project: project.id, task: task.id, team: team.id, filterProject: -filter.id - 1, view };
}

const openRequests = new WeakMap<Page, Set<Request>>();

/** The page's requests still waiting for an answer, watched from the first call on. */
function requestsOpen(page: Page): Set<Request> {
  let open = openRequests.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (r) => requests.add(r));
    page.on('requestfinished', (r) => requests.delete(r));
    page.on('requestfailed', (r) => requests.delete(r));
    openRequests.set(page, (open = requests));
  }
  return open;
}

/**
 * Waits until no request of the page has been open for `quietMs`: what `networkidle` does, with a shorter
 * quiet time than its fixed 500 ms (a lazy part is asked for as soon as the answer before it renders).
 */
async function networkQuiet(page: Page, open: Set<Request>, quietMs = 200): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    // Polls the count of open requests: no event says "nothing more will be asked for".
    await page.waitForTimeout(25);
    if (open.size > 0) quietSince = Date.now();
  }
}

async function check(page: Page, path: string, scheme: 'light' | 'dark') {
  const open = requestsOpen(page);
  await page.emulateMedia({ colorScheme: scheme });
  open.clear(); // the previous address's requests end with its page
  await page.goto(`${serverUrl()}${path}`);
  await expect(page.locator('main, dialog[open], .no-auth-card').first()).toBeVisible();
  await networkQuiet(page, open);
  await page.waitForTimeout(150); // lazy parts and fonts settle
  expect(await layoutProblems(page), `${path} (${scheme})`).toEqual([]);
  expect(await axeViolations(page), `${path} (${scheme})`).toEqual([]);
}

async function checkAll(page: Page, paths: string[]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of paths) await check(page, path, scheme);
  }
}

/** A new account with the phone pass's data, signed in on the page. */
async function signedIn(page: Page, prefix: string): Promise<{ user: User; data: PhoneData }> {
  const user = await registerUser(prefix);
  const data = await seed(user);
  await signInStored(page, user);
  return { user, data };
}

test('signed out: sign-in, registration, password reset and the sign-in callback fit a phone', async ({ page }) => {
  const none = { project: 0, task: 0, team: 0, filterProject: 0, view: () => '' };
  await checkAll(page, phonePaths('signed-out', none));
});

test('the main screens and every view kind fit a phone', async ({ page }) => {
  test.setTimeout(300_000);
  const { user, data } = await signedIn(page, 'phone');
  await checkAll(page, phonePaths('pages', data));
  // The notifications popup over the page, with a notification in it.
  await createNotification(user);
  await page.goto(`${serverUrl()}/`);
  await page.getByRole('button', { name: /notifications/i }).click();
  const popup = page.locator('#notifications-popup');
  await expect(popup.getByRole('listitem').first()).toBeVisible();
  expect(await layoutProblems(page, '#notifications-popup')).toEqual([]);
  // Closed again, the page under it is whole.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  expect(await layoutProblems(page)).toEqual([]);
});

test('the task detail and the dialogs fit a phone as full-screen sheets', async ({ page }) => {
  test.setTimeout(300_000);
  const { data } = await signedIn(page, 'phonedlg');
  await checkAll(page, phonePaths('dialogs', data));
  // The sheet fills the screen and its way out is a back arrow at the top.
  await page.goto(`${serverUrl()}/tasks/${data.task}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(360);
  const close = dialog.getByRole('button', { name: 'Close' });
  const closeBox = await close.boundingBox();
  expect(closeBox?.height).toBeGreaterThanOrEqual(44);
  expect(closeBox?.x).toBeLessThan(60);
});

test('settings and team pages fit a phone', async ({ page }) => {
  test.setTimeout(300_000);
  const { data } = await signedIn(page, 'phoneset');
  await checkAll(page, phonePaths('settings', data));
});

test('a link share fits a phone: its password page, and each view kind it opens', async ({ page }) => {
  test.setTimeout(180_000);
  const { user, data } = await signedIn(page, 'phoneshare');
  const share = (body: Record<string, unknown>) =>
    apiAs<{ hash: string }>(user.token, 'PUT', `/projects/${data.project}/shares`, { permission: 0, ...body });
  const locked = await share({ password: 'sesame-open' });
  const open = await share({});
  const viewId = (kind: 'list' | 'gantt' | 'table' | 'kanban') => data.view(kind).split('/').pop();
  await page.context().clearCookies();
  await checkAll(page, [
    `/share/${locked.hash}/auth`,
    ...(['list', 'gantt', 'table', 'kanban'] as const).map((kind) => `/share/${open.hash}/auth?view=${viewId(kind)}`),
  ]);
  await expect(page.locator('.link-share-title')).toBeVisible();
});

test('on a phone the board scrolls a column at a time, and the table scrolls inside its own frame', async ({
  page,
}) => {
  const { data } = await signedIn(page, 'phonescroll');
  await page.goto(`${serverUrl()}${data.view('kanban')}`);
  const board = page.getByRole('region', { name: 'Kanban board' });
  await expect(board.getByTestId('kanban-card').first()).toBeVisible();
  expect(await board.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe('x mandatory');
  const first = board.locator('.bucket').first();
  expect(await first.evaluate((el) => getComputedStyle(el).scrollSnapAlign)).toBe('start');
  // One column nearly fills the screen, and the next one peeks in.
  const width = (await first.boundingBox())!.width;
  expect(width).toBeGreaterThan(250);
  expect(width).toBeLessThan(330);
  await board.evaluate((el) => el.scrollBy({ left: 40, behavior: 'instant' }));
  await expect.poll(() => board.evaluate((el) => Math.round(el.scrollLeft))).toBeGreaterThan(200); // snapped to the next column, not left 40 px in

  await page.goto(`${serverUrl()}${data.view('table')}`);
  const frame = page.getByRole('region', { name: 'Task table' });
  await expect(frame.locator('tbody tr').first()).toBeVisible();
  const columns = page.locator('summary', { hasText: 'Columns' });
  await columns.click();
  for (const column of ['Labels', 'Assignees', 'Starts', 'Ends', 'Progress', 'Created', 'Updated'])
    await page.getByRole('checkbox', { name: column, exact: true }).check();
  await columns.click();
  const sizes = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the sidebar is a drawer on a phone: it opens over the page and closes from the backdrop', async ({ page }) => {
  const user = await registerUser('phonenav');
  await signInStored(page, user);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(320);
  expect(await layoutProblems(page, '#sidebar')).toEqual([]);
  await page.mouse.click(350, 400);
  await expect(nav).toBeHidden();
});

test('the popup fits its 380 px window and a 360 px touch screen, signed out and signed in, in light and dark', async () => {
  const user = await registerUser('phonepop');
  const { context, extensionId } = await launchExtensionWithAccess([serverUrl()]);
  try {
    const popup = await openPopup(context, extensionId);
    await popup.setViewportSize({ width: 380, height: 600 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      expect(await layoutProblems(popup), `signed out (${colorScheme})`).toEqual([]);
      expect(await axeViolations(popup), `signed out (${colorScheme})`).toEqual([]);
    }
    await setUpFromPopup(popup, serverUrl(), user);
    await popup.getByLabel('New task').fill('Call Anna tomorrow at 3pm *Errand !3');
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      expect(await layoutProblems(popup), `signed in (${colorScheme})`).toEqual([]);
      expect(await axeViolations(popup), `signed in (${colorScheme})`).toEqual([]);
    }
    // Firefox for Android opens the popup as a page on a touch screen: it takes the screen's 360 px.
    const cdp = await context.newCDPSession(popup);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await popup.setViewportSize({ width: 360, height: 740 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      expect(await layoutProblems(popup), `360 px touch (${colorScheme})`).toEqual([]);
      expect(await axeViolations(popup), `360 px touch (${colorScheme})`).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
