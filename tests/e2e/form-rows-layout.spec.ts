import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { box } from './fixtures-layout';
import { apiAs, createNotification, inboxOf, registerUser, serverUrl } from './fixtures';
import { signIn } from './fixtures-accounts';

// The less-visited screens (teams, sharing, gantt, upcoming, project dialogs, webhooks, notifications,
// two-factor settings, sign-in): the controls of one row share one height and line up, labels stand above
// their fields, touch targets are big enough on a phone, and empty screens say what they are for.
// Nothing scrolls sideways on a phone: phone-layout.spec.ts checks every route for that.

/** Each control's height and bottom edge, rounded to the pixel. */
async function heightsAndBottoms(locators: Locator[]): Promise<{ heights: number[]; bottoms: number[] }> {
  const boxes = await Promise.all(locators.map(box));
  return {
    heights: boxes.map((b) => Math.round(b.height)),
    bottoms: boxes.map((b) => Math.round(b.y + b.height)),
  };
}

/** The controls of one row are of one height and stand on one line. */
async function expectOneRow(locators: Locator[]) {
  const { heights, bottoms } = await heightsAndBottoms(locators);
  expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
  expect(new Set(bottoms).size, `bottoms ${bottoms.join(', ')}`).toBe(1);
}

async function signedInWithTeam(page: Page, prefix: string) {
  const user = await registerUser(prefix);
  const friend = await registerUser(`${prefix}f`);
  const team = await apiAs<{ id: number }>(user.token, 'PUT', '/teams', { name: 'Gardeners' });
  await apiAs(user.token, 'PUT', `/teams/${team.id}/members`, { username: friend.username });
  await signIn(page, serverUrl(), user);
  return { user, friend, team: team.id };
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a name field and its button are one height: new team, add member, share with someone', async ({ page }) => {
    const { user, team } = await signedInWithTeam(page, 'rowteam');
    await page.goto(`${serverUrl()}/teams`);
    await expectOneRow([page.getByLabel('New team'), page.getByRole('button', { name: 'Create' })]);
    // The team's row reads as a title and opens the team from anywhere on it.
    const row = page.locator('.team-list .label-row', { hasText: 'Gardeners' });
    await expect(row.getByRole('link', { name: 'Gardeners' })).toHaveCSS('text-decoration-line', 'none');

    await page.goto(`${serverUrl()}/teams/${team}/edit`);
    await expectOneRow([
      page.getByLabel('Add a member by username'),
      page.getByRole('button', { name: 'Add', exact: true }),
    ]);

    const inbox = await inboxOf(user.token);
    await page.goto(`${serverUrl()}/projects/${inbox}/settings/share`);
    const dialog = page.getByRole('dialog');
    const search = dialog.getByRole('combobox', { name: 'Search people by name, username or email' });
    const share = dialog.getByRole('button', { name: 'Share' }).first();
    await expectOneRow([search, dialog.getByRole('combobox', { name: 'Permission for the new person' }), share]);
    // The search field takes the room the row has, not a fixed narrow width.
    expect((await box(search)).width).toBeGreaterThan((await box(dialog)).width / 2);
  });

  test("the gantt's and upcoming's date fields are as tall as the controls beside them", async ({ page }) => {
    const user = await registerUser('rowgantt');
    const inbox = await inboxOf(user.token);
    await signIn(page, serverUrl(), user);
    await page.goto(`${serverUrl()}/projects/${inbox}`);
    await page.getByRole('link', { name: 'Gantt' }).click();
    const toolbar = page.locator('.gantt-toolbar');
    const dates = ['From', 'To'].map((name) => toolbar.getByLabel(name, { exact: true }));
    await expectOneRow([...dates, toolbar.getByRole('combobox', { name: /^Scale/ })]);

    await page.goto(`${serverUrl()}/tasks/by/upcoming`);
    const weeks = page.getByRole('button', { name: 'This week' });
    await expect(weeks).toBeVisible();
    const from = await box(page.getByLabel('From', { exact: true }));
    expect(Math.round(from.height)).toBe(Math.round((await box(weeks)).height));
  });

  test("the duplicate dialog's parent label stands above its field, which spans the dialog", async ({ page }) => {
    const user = await registerUser('rowdup');
    const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Garden' });
    await signIn(page, serverUrl(), user);
    await page.goto(`${serverUrl()}/projects/${project.id}/settings/duplicate`);
    const dialog = page.getByRole('dialog');
    const select = await box(dialog.getByLabel('Parent project'));
    const label = await box(dialog.locator('label[for="duplicate-parent"]'));
    expect(label.y + label.height).toBeLessThanOrEqual(select.y + 1);
    const confirm = await box(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(select.width).toBeGreaterThan(confirm.width * 2);
  });

  test('a notification shows its author at a readable size', async ({ page }) => {
    const user = await registerUser('rownote');
    await createNotification(user);
    await signIn(page, serverUrl(), user);
    await page.getByRole('button', { name: /notifications/i }).click();
    const avatar = page.locator('#notifications-popup .notification .avatar').first();
    await expect(avatar).toBeVisible();
    expect((await box(avatar)).height).toBeGreaterThanOrEqual(24);
  });

  test('empty webhooks and two-factor screens say what they are for', async ({ page }) => {
    const user = await registerUser('rowempty');
    const inbox = await inboxOf(user.token);
    await signIn(page, serverUrl(), user);
    await page.goto(`${serverUrl()}/projects/${inbox}/settings/webhooks`);
    await expect(page.getByText('This project has no webhooks yet.')).toBeVisible();
    await expect(page.getByText(/A webhook tells another service/)).toBeVisible();
    await page.goto(`${serverUrl()}/user/settings/totp`);
    await expect(page.getByText(/asks for a code from an authenticator app/)).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("team members' and shares' actions are full-size tap targets inside their rows", async ({ page }) => {
    const { user, friend, team } = await signedInWithTeam(page, 'tapteam');
    await page.goto(`${serverUrl()}/teams/${team}/edit`);
    const member = page.locator('.label-row', { hasText: `@${friend.username}` });
    const remove = member.getByRole('button', { name: `Remove ${friend.username}` });
    expect((await box(remove)).height).toBeGreaterThanOrEqual(44);
    const card = await box(page.locator('.team-card', { has: member }));
    const actions = await box(member.locator('.member-actions'));
    expect(actions.x + actions.width).toBeLessThanOrEqual(card.x + card.width);

    const inbox = await inboxOf(user.token);
    await apiAs(user.token, 'PUT', `/projects/${inbox}/users`, { username: friend.username, permission: 0, right: 0 });
    await page.goto(`${serverUrl()}/projects/${inbox}/settings/share`);
    const share = page.getByRole('dialog').locator('.share-row', { hasText: friend.username });
    const stop = share.getByRole('button', { name: `Stop sharing with ${friend.username}` });
    expect((await box(stop)).height).toBeGreaterThanOrEqual(44);
    // The permission takes a line of its own under the name, as wide as the row allows.
    const name = await box(share.locator('.share-name'));
    const permission = await box(share.getByRole('combobox'));
    expect(permission.y).toBeGreaterThanOrEqual(name.y + name.height);
    expect(permission.width).toBeGreaterThan(250);
  });

  test('the sign-in card gives its fields most of the width', async ({ page }) => {
    await page.goto(`${serverUrl()}/login`);
    expect((await box(page.getByLabel('Username'))).width).toBeGreaterThanOrEqual(280);
    // "Change server" lines up with the text it follows when it wraps under it (or stays on its line).
    const server = await box(page.locator('.api-url > :first-child'));
    const change = await box(page.getByRole('button', { name: 'Change server' }));
    expect(change.x === server.x || Math.abs(change.y - server.y) < 8).toBe(true);
  });
});
