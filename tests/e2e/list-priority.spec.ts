import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('list rows show a priority from medium up', async ({ page }) => {
  const user = await registerUser('priority');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Chores' });
  for (const [title, priority] of [
    ['Dust', 1],
    ['Vacuum', 2],
    ['Fix the leak', 4],
  ] as const) {
    await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title, priority });
  }
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${project.id}`);
  const row = (title: string) => page.getByTestId('task-row').filter({ hasText: title });
  await expect(row('Vacuum').getByTestId('priority')).toHaveText('Medium');
  await expect(row('Fix the leak').getByTestId('priority')).toHaveText('Urgent');
  await expect(row('Fix the leak').getByTestId('priority')).toHaveClass(/priority-high/);
  await expect(row('Dust')).toBeVisible();
  await expect(row('Dust').getByTestId('priority')).toHaveCount(0);
});
