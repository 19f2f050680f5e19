import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

interface View {
  id: number;
  view_kind: string;
}

async function projectWithTasks() {
  const user = await registerUser('vfilter');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Groceries' });
  const label = await apiAs<{ id: number }>(user.token, 'PUT', '/labels', { title: 'Dairy' });
  for (const [title, priority] of [
    ['Buy milk', 4],
    ['Buy bread', 1],
    ['Oat milk for Anna', 2],
  ] as const) {
    const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, { title, priority });
    if (title.includes('milk')) await apiAs(user.token, 'PUT', `/tasks/${task.id}/labels`, { label_id: label.id });
  }
  const views = await apiAs<View[]>(user.token, 'GET', `/projects/${project.id}/views`);
  return { user, project, viewOf: (kind: string) => views.find((v) => v.view_kind === kind)!.id };
}

test('list and table: search and a filter narrow the tasks, live in the address, and survive a reload', async ({
  page,
}) => {
  const { user, project, viewOf } = await projectWithTasks();
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${project.id}/${viewOf('list')}`);
  const titles = () => page.locator('.task-list .task-title').allTextContents();
  await expect.poll(titles).toHaveLength(3);

  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('milk');
  await expect(page).toHaveURL(/[?&]s=milk/);
  await expect.poll(async () => (await titles()).sort()).toEqual(['Buy milk', 'Oat milk for Anna']);

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Show only tasks where').fill('priority >= 3 && labels in Dairy');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(titles).toEqual(['Buy milk']);
  await page.reload();
  await expect.poll(titles).toEqual(['Buy milk']);
  await expect(page.getByLabel('Show only tasks where')).toHaveValue('priority >= 3 && labels in Dairy');

  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('bread');
  await expect(page.getByText('No task matches this search or filter.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect.poll(titles).toEqual(['Buy bread']);

  // The table takes the same address.
  await page.goto(
    `${serverUrl()}/projects/${project.id}/${viewOf('table')}?filter=${encodeURIComponent('priority < 3')}`,
  );
  await expect(page.locator('tbody tr')).toHaveCount(2);
});

test('a filter in the address enters the editor as text; a hostile one runs nothing and is not sent (RELIABILITY 15)', async ({
  page,
}) => {
  const { user, project, viewOf } = await projectWithTasks();
  await signInStored(page, user);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const outside: string[] = [];
  page.on('request', (r) => {
    // By origin: object URLs of fetched pictures (blob:<app origin>/…) are the app's own.
    if (new URL(r.url()).origin !== new URL(serverUrl()).origin) outside.push(r.url());
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/views\/\d+\/tasks/.test(r.url())) sent.push(new URL(r.url()).searchParams.get('filter') ?? '');
  });
  const hostile = '<img src=https://evil.example/x onerror=alert(1)>';
  await page.goto(`${serverUrl()}/projects/${project.id}/${viewOf('list')}?filter=${encodeURIComponent(hostile)}`);
  await expect(page.getByLabel('Show only tasks where')).toHaveValue(hostile);
  await expect(page.locator('.task-list .task-title')).toHaveCount(3);
  expect(await page.locator('.view-filter img').count()).toBe(0);
  expect(dialogs).toBe(0);
  expect(outside).toEqual([]);
  expect(sent.every((f) => f === '')).toBe(true);
});
