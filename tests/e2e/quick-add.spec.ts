import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

interface ApiTask {
  id: number;
  title: string;
  priority: number;
  due_date: string | null;
  labels: Array<{ id: number; title: string; hex_color: string }> | null;
  related_tasks: Record<string, Array<{ id: number; title: string }> | null> | null;
}

type Account = Awaited<ReturnType<typeof registerUser>>;

/** A fresh account with one project, signed in and looking at that project's list view. */
async function openProject(page: Page, title: string): Promise<{ user: Account; projectId: number }> {
  const user = await registerUser('qa');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title });
  await signInStored(page, user);
  await page.getByRole('heading', { name: new RegExp(user.username) }).waitFor();
  await page.goto(`${serverUrl()}/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  return { user, projectId: project.id };
}

const projectTasks = (token: string, projectId: number) =>
  apiAs<ApiTask[]>(token, 'GET', `/projects/${projectId}/tasks`);
const getTask = (token: string, id: number) => apiAs<ApiTask>(token, 'GET', `/tasks/${id}`);

async function taskTitled(token: string, projectId: number, title: string): Promise<ApiTask> {
  let found: ApiTask | undefined;
  await expect
    .poll(async () => (found = (await projectTasks(token, projectId)).find((t) => t.title === title)))
    .toBeTruthy();
  return getTask(token, (found as ApiTask).id);
}

test('quick add parses the text, creates the label and sets due date and priority', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'Groceries');
  const input = page.getByLabel('New task');
  await input.fill('Buy milk tomorrow *errands !3');

  const mirror = page.getByTestId('quick-add-mirror');
  await expect(mirror.locator('mark[data-kind="date"]')).toHaveText('tomorrow');
  await expect(mirror.locator('mark[data-kind="label"]')).toHaveText('*errands');
  await expect(mirror.locator('mark[data-kind="priority"]')).toHaveText('!3');
  await expect(page.getByRole('listitem', { name: 'New label errands' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Priority High' })).toBeVisible();

  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('task-row').filter({ hasText: 'Buy milk' })).toBeVisible();

  const task = await taskTitled(user.token, projectId, 'Buy milk');
  expect(task.priority).toBe(3);
  expect(task.due_date).toBeTruthy();
  const due = new Date(task.due_date ?? '');
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  expect(due.toDateString()).toBe(tomorrow.toDateString());
  expect(task.labels?.map((l) => l.title)).toEqual(['errands']);

  const labels = await apiAs<Array<{ title: string; hex_color: string }>>(user.token, 'GET', '/labels');
  expect(labels.map((l) => l.title)).toEqual(['errands']);
  expect(labels[0]?.hex_color).toMatch(/^[0-9a-f]{6}$/i);
});

test('quick add reuses an existing label whatever its case', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'Chores');
  await apiAs(user.token, 'PUT', '/labels', { title: 'Errands', hex_color: '2fb344' });
  const input = page.getByLabel('New task');
  await input.fill('Take out the bins *errands');
  await input.press('Enter');
  await expect(input).toHaveValue('');

  const task = await taskTitled(user.token, projectId, 'Take out the bins');
  expect(task.labels?.map((l) => l.title)).toEqual(['Errands']);
  const labels = await apiAs<unknown[]>(user.token, 'GET', '/labels');
  expect(labels).toHaveLength(1);
});

test('an unknown project shows an error and keeps the text', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'Work');
  const input = page.getByLabel('New task');
  await input.fill('+NoSuchProject task');
  await input.press('Enter');

  await expect(page.getByRole('alert')).toContainText('There is no project called “NoSuchProject”.');
  await expect(input).toHaveValue('+NoSuchProject task');
  expect(await projectTasks(user.token, projectId)).toEqual([]);
});

test('an indented second line becomes a subtask of the first', async ({ page }) => {
  const { user, projectId } = await openProject(page, 'Trip');
  const input = page.getByLabel('New task');
  await input.fill('Pack bags');
  await input.press('Shift+Enter');
  await input.pressSequentially('  Pack socks');
  await expect(input).toHaveValue('Pack bags\n  Pack socks');
  // A 2.4+ server gets both lines of one project in one request.
  const bulk = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/v2/projects/${projectId}/tasks/bulk`),
  );
  await input.press('Enter');
  await bulk;
  await expect(input).toHaveValue('');

  const parent = await taskTitled(user.token, projectId, 'Pack bags');
  const child = await taskTitled(user.token, projectId, 'Pack socks');
  expect(parent.related_tasks?.subtask?.map((t) => t.id)).toEqual([child.id]);
  expect(child.related_tasks?.parenttask?.map((t) => t.id)).toEqual([parent.id]);
});
