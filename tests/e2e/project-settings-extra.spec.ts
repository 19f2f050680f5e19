import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';
import { axeViolations } from './fixtures-accounts';

type User = Awaited<ReturnType<typeof registerUser>>;

/** A 1×1 PNG, small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** Blurhash's own sample hash, a valid 4×3 component hash. */
const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

/** A fresh user with one project, signed in and looking at it. */
async function openProject(page: Page, prefix: string, title: string): Promise<{ user: User; projectId: number }> {
  const user = await registerUser(prefix);
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title });
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return { user, projectId: project.id };
}

const menu = (page: Page) =>
  page.getByRole('button', { name: 'Project settings' }).or(page.getByLabel('Project settings')).first();

async function openMenuLink(page: Page, item: string) {
  await menu(page).click();
  await page.getByRole('link', { name: item, exact: true }).click();
}

test('views: create with a validated title, rename, reorder, open the new tab, delete', async ({ page }) => {
  const { projectId } = await openProject(page, 'pviews', 'Roadmap');
  await openMenuLink(page, 'Views');
  const dialog = page.getByRole('dialog', { name: 'Views' });
  await expect(dialog.getByTestId('view-row')).toHaveCount(4);

  const create = dialog.getByRole('region', { name: 'New view' });
  await create.getByRole('button', { name: 'Create view' }).click();
  await expect(create.getByText('Please provide a title.')).toBeVisible();
  await create.getByLabel('Title').fill('Board');
  await create.getByLabel('Kind').selectOption('kanban');
  await expect(create.getByRole('radio', { name: /Manual/ })).toBeChecked();
  await create.getByRole('button', { name: 'Create view' }).click();
  await expect(page.getByText('The view “Board” was created.')).toBeVisible();
  await expect(dialog.getByTestId('view-row')).toHaveCount(5);
  await expect(dialog.getByTestId('view-row').last()).toContainText('Board');

  await dialog.getByRole('button', { name: 'Edit the view Board' }).click();
  await dialog.locator('.view-row.is-editing').getByLabel('Title').fill('Sprint board');
  await dialog.locator('.view-row.is-editing').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByTestId('view-row').last()).toContainText('Sprint board');
  await dialog.getByRole('button', { name: 'Move Sprint board up' }).click();
  await expect(dialog.getByTestId('view-row').nth(3)).toContainText('Sprint board');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const tabs = page.getByRole('navigation', { name: 'Views' });
  await expect(tabs.getByRole('link')).toHaveText(['List', 'Gantt', 'Table', 'Sprint board', 'Kanban']);
  await tabs.getByRole('link', { name: 'Sprint board' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/\\d+$`));
  await expect(page.getByRole('heading', { name: 'To-Do' })).toBeVisible();

  await openMenuLink(page, 'Views');
  await dialog.getByRole('button', { name: 'Delete the view Sprint board' }).click();
  await dialog
    .getByRole('group', { name: 'Delete the view “Sprint board”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(dialog.getByTestId('view-row')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Sprint board' })).toHaveCount(
    0,
  );
});

test('background: wrong type refused, upload shows the image behind the views (blurhash first), remove', async ({
  page,
}) => {
  const { projectId } = await openProject(page, 'pbg', 'Holidays');
  await openMenuLink(page, 'Set background');
  const dialog = page.getByRole('dialog', { name: 'Project background' });
  await expect(dialog.getByText('This project has no background yet.')).toBeVisible();
  await dialog
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('Please choose a JPEG, PNG, GIF or WebP image.')).toBeVisible();

  await dialog.getByLabel('Upload an image').setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The background was set.')).toBeVisible();
  await expect(dialog.getByTestId('background-preview')).toHaveAttribute('src', /^blob:/);

  // The project as a server with blurhash support answers it, and a slow image: the placeholder shows first.
  let releaseImage = () => {};
  const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
  await page.route(`**/api/v1/projects/${projectId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, background_blur_hash: BLURHASH } });
  });
  await page.route(`**/api/v1/projects/${projectId}/background`, async (route) => {
    await imageHeld;
    await route.continue();
  });
  await page.goto(`${serverUrl()}/projects/${projectId}`);
  await expect(page.getByTestId('background-blurhash')).toBeVisible();
  releaseImage();
  await expect(page.getByTestId('project-background')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('project-background')).toHaveClass(/is-loaded/);
  await expect(page.getByTestId('background-blurhash')).toHaveCount(0);
  await page.unrouteAll();

  await openMenuLink(page, 'Set background');
  await dialog.getByRole('button', { name: 'Remove background' }).click();
  await expect(page.getByText('The background was removed.')).toBeVisible();
  await expect(dialog.getByText('This project has no background yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
  await expect(page.getByTestId('project-background')).toHaveCount(0);
});

test('webhooks: validation, create with a secret, a signed task.created delivery, delete', async ({ page }) => {
  const deliveries: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await openProject(page, 'phook', 'Integrations');
    await openMenuLink(page, 'Webhooks');
    const dialog = page.getByRole('dialog', { name: 'Webhooks' });
    await expect(dialog.getByText('This project has no webhooks yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(dialog.getByText('Please provide a valid URL.')).toBeVisible();
    await expect(dialog.getByText('You must select at least one event.')).toBeVisible();

    await dialog.getByLabel('Target URL').fill('not a url');
    await dialog.getByRole('checkbox', { name: 'task.created' }).check();
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(dialog.getByText('Please provide a valid URL.')).toBeVisible();
    await expect(dialog.getByText('You must select at least one event.')).toHaveCount(0);

    await dialog.getByLabel('Target URL').fill(target);
    await dialog.getByLabel('Secret (optional)').fill('s3cret');
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page.getByText('The webhook was created.')).toBeVisible();
    const row = dialog.getByTestId('webhook-row');
    await expect(row).toContainText(target);
    await expect(row).toContainText('task.created');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await page.getByLabel('New task').fill('Call the plumber');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('task-row').filter({ hasText: 'Call the plumber' })).toBeVisible();
    await expect.poll(() => deliveries.length).toBeGreaterThan(0);
    const delivery = deliveries[0]!;
    const payload = JSON.parse(delivery.body) as { event_name: string; data: { task: { title: string } } };
    expect(payload.event_name).toBe('task.created');
    expect(payload.data.task.title).toBe('Call the plumber');
    expect(delivery.headers['x-vikunja-signature']).toBe(
      createHmac('sha256', 's3cret').update(delivery.body).digest('hex'),
    );

    await openMenuLink(page, 'Webhooks');
    await dialog.getByRole('button', { name: `Delete the webhook to ${target}` }).click();
    await dialog
      .getByRole('group', { name: `Delete the webhook to ${target}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(dialog.getByText('This project has no webhooks yet.')).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('subscribe: optimistic toggle that persists, and reverts when the server refuses', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'psub', 'Newsletter');
  const subscription = async () =>
    (await apiAs<{ subscription: unknown }>(user.token, 'GET', `/projects/${projectId}`)).subscription;
  // Choosing an entry closes the menu: each step opens it again.
  const entry = async (name: 'Subscribe' | 'Unsubscribe') => {
    await menu(page).click();
    return page.getByRole('button', { name, exact: true });
  };

  await (await entry('Subscribe')).click();
  await expect(page.getByText('You are now subscribed to this project.')).toBeVisible();
  await expect(await entry('Unsubscribe')).toBeVisible();
  await expect.poll(subscription).not.toBeNull();

  await page.reload();
  await expect(await entry('Unsubscribe')).toBeVisible();

  await page.route('**/api/v1/subscriptions/project/*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Storage is down.' } }),
  );
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('Storage is down.')).toBeVisible();
  await expect(await entry('Unsubscribe')).toBeVisible();
  await page.unrouteAll();
  expect(await subscription()).not.toBeNull();

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('You are no longer subscribed to this project.')).toBeVisible();
  await expect.poll(subscription).toBeNull();
  await page.reload();
  await expect(await entry('Subscribe')).toBeVisible();
});

test('create a sub-project from the menu', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'psubp', 'House');
  await openMenuLink(page, 'New sub-project');
  const dialog = page.getByRole('dialog', { name: 'New sub-project of House' });
  await expect(dialog.getByLabel('Parent project')).toHaveValue(String(projectId));
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Please specify a title.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Kitchen');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
  const projects = await apiAs<Array<{ title: string; parent_project_id: number }>>(user.token, 'GET', '/projects');
  expect(projects.find((p) => p.title === 'Kitchen')?.parent_project_id).toBe(projectId);
});

test("the default project's archive and delete entries are disabled and say why", async ({ page }) => {
  const user = await registerUser('pdefault');
  const inbox = await inboxOf(user.token);
  await page.goto(`${serverUrl()}/login`);
  await loginInUi(page, user);
  await page.goto(`${serverUrl()}/projects/${inbox}`);
  await menu(page).click();
  const archive = page.getByRole('button', { name: 'Archive', exact: true });
  await expect(archive).toBeDisabled();
  // The reason is the shared tooltip (on hover and focus), not a title attribute.
  await expect(archive).not.toHaveAttribute('title');
  await archive.hover();
  await expect(page.getByRole('tooltip')).toHaveText('This is your default project: it cannot be archived.');
  await expect(archive).toHaveAccessibleDescription('This is your default project: it cannot be archived.');
  const remove = page.getByRole('button', { name: 'Delete project', exact: true });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('This is your default project: it cannot be deleted.');
  await archive.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/projects/${inbox}/\\d+$`));
  await expect(page.getByRole('link', { name: 'Views', exact: true })).toBeVisible();
});

test('axe finds no WCAG 2.1 A/AA violation in the menu and the views, background, webhooks and new-project screens', async ({
  page,
}) => {
  const { projectId } = await openProject(page, 'pa11y', 'Accessible');
  await menu(page).click();
  expect(await axeViolations(page), 'menu').toEqual([]);
  const screens: Array<[string, string]> = [
    ['views', 'New view'],
    ['background', 'Upload an image'],
    ['webhooks', 'task.created'],
  ];
  for (const [name, ready] of screens) {
    await page.goto(`${serverUrl()}/projects/${projectId}/settings/${name}`);
    await expect(page.getByRole('dialog').getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page), name).toEqual([]);
  }
  await page.goto(`${serverUrl()}/projects/${projectId}/new`);
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Please specify a title.')).toBeVisible();
  expect(await axeViolations(page), 'new sub-project').toEqual([]);
});
