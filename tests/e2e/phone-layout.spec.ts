import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';
import { axeViolations as popupAxe, launchExtensionWithAccess, openPopup, setUpFromPopup } from './fixtures-extension';
import { layoutProblems } from './layout-check';

// Every screen at a small phone's size, in light and dark: nothing scrolls sideways, nothing is cut off or
// covered, and axe finds no WCAG A/AA violation (colour contrast included) in either theme.
test.use({ viewport: { width: 360, height: 740 } });

type User = Awaited<ReturnType<typeof registerUser>>;

async function seed(user: User) {
  const inbox = await inboxOf(user.token);
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
  });
  const sub = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, {
    title: 'Take the photos',
  });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/labels`, { label_id: label.id });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Booked for Monday</p>' });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/relations`, { other_task_id: sub.id, relation_kind: 'subtask' });
  const team = await apiAs<{ id: number }>(user.token, 'PUT', '/teams', { name: 'Family' });
  const views = await apiAs<Array<{ id: number; view_kind: string }>>(
    user.token,
    'GET',
    `/projects/${project.id}/views`,
  );
  const view = (kind: string) => `/projects/${project.id}/${views.find((v) => v.view_kind === kind)?.id}`;
  return { inbox, project: project.id, task: task.id, team: team.id, view };
}

async function check(page: Page, path: string, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`${serverUrl()}${path}`);
  await expect(page.locator('main, dialog[open], .no-auth-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150); // lazy parts and fonts settle
  expect(await layoutProblems(page), `${path} (${scheme})`).toEqual([]);
  expect(await axeViolations(page), `${path} (${scheme})`).toEqual([]);
}

async function checkAll(page: Page, paths: string[]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of paths) await check(page, path, scheme);
  }
}

test('signed out: sign-in, registration and password reset fit a phone', async ({ page }) => {
  await checkAll(page, ['/login', '/register', '/get-password-reset']);
});

test('the main screens and views fit a phone', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerUser('phone');
  const data = await seed(user);
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await checkAll(page, [
    '/',
    '/tasks/by/upcoming',
    '/projects',
    '/labels',
    '/teams',
    data.view('list'),
    data.view('gantt'),
    data.view('table'),
    data.view('kanban'),
    '/no-such-page',
  ]);
});

test('the task detail and the dialogs fit a phone as full-screen sheets', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerUser('phonedlg');
  const data = await seed(user);
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  const p = `/projects/${data.project}`;
  await checkAll(page, [
    `/tasks/${data.task}`,
    '/projects/new',
    '/filters/new',
    '/labels/new',
    '/teams/new',
    `${p}/info`,
    `${p}/settings/edit`,
    `${p}/settings/views`,
    `${p}/settings/share`,
    `${p}/settings/webhooks`,
    `${p}/settings/background`,
    `${p}/settings/duplicate`,
    `${p}/settings/archive`,
    `${p}/settings/delete`,
  ]);
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
  test.setTimeout(180_000);
  const user = await registerUser('phoneset');
  const data = await seed(user);
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  const sections = [
    'general',
    'password-update',
    'email-update',
    'avatar',
    'totp',
    'api-tokens',
    'data-export',
    'deletion',
    'migrate',
  ];
  await checkAll(page, [...sections.map((s) => `/user/settings/${s}`), `/teams/${data.team}/edit`]);
});

test('the sidebar is a drawer on a phone: it opens over the page and closes from the backdrop', async ({ page }) => {
  const user = await registerUser('phonenav');
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
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
      expect(await popupAxe(popup), `signed out (${colorScheme})`).toEqual([]);
    }
    await setUpFromPopup(popup, serverUrl(), user);
    await popup.getByLabel('New task').fill('Call Anna tomorrow at 3pm *Errand !3');
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      expect(await layoutProblems(popup), `signed in (${colorScheme})`).toEqual([]);
      expect(await popupAxe(popup), `signed in (${colorScheme})`).toEqual([]);
    }
    // Firefox for Android opens the popup as a page on a touch screen: it takes the screen's 360 px.
    const cdp = await context.newCDPSession(popup);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await popup.setViewportSize({ width: 360, height: 740 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      expect(await layoutProblems(popup), `360 px touch (${colorScheme})`).toEqual([]);
      expect(await popupAxe(popup), `360 px touch (${colorScheme})`).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
