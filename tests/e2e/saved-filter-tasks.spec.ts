import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('in a saved filter a new task goes to the default project and "show done tasks" shows the done matches', async ({
  page,
}) => {
  const user = await registerUser('sfadd');
  const inbox = await inboxOf(user.token);
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Open urgent', priority: 4 });
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Finished urgent', priority: 4, done: true });
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Finished calm', priority: 1, done: true });
  const filter = await apiAs<{ id: number }>(user.token, 'PUT', '/filters', {
    title: 'Important',
    filters: { filter: 'priority >= 3', filter_include_nulls: false },
  });

  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${-filter.id - 1}`);
  await expect(page.getByText('Open urgent')).toBeVisible();
  await expect(page.getByText('Finished urgent')).toHaveCount(0);

  await page.getByLabel('Show done tasks').check();
  await expect(page.getByText('Finished urgent')).toBeVisible();
  await expect(page.getByText('Finished calm')).toHaveCount(0);

  await page.locator('#add-task').fill('Fresh urgent !4');
  await page.locator('#add-task').press('Enter');
  await expect(page.locator('#add-task')).toHaveValue('');
  await expect(page.locator('.task-list').getByText('Fresh urgent')).toBeVisible();
  const inInbox = await apiAs<Array<{ title: string; project_id: number }>>(
    user.token,
    'GET',
    `/tasks?filter=${encodeURIComponent('priority >= 3')}`,
  );
  expect(inInbox.find((t) => t.title === 'Fresh urgent')?.project_id).toBe(inbox);
});
