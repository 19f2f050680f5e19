import { expect, test } from './test';
import { apiAs } from './fixtures';
import { projectWith, open, order } from './list-fixtures';

test('sub-tasks show indented under their parent, not again at the top level', async ({ page }) => {
  const { user, projectId, tasks } = await projectWith('subtasks', [
    'Plan the trip',
    'Book flights',
    'Renew passport',
    'Pay rent',
  ]);
  const [trip, flights, passport] = tasks;
  for (const sub of [flights!, passport!]) {
    await apiAs(user.token, 'PUT', `/tasks/${trip!.id}/relations`, { other_task_id: sub.id, relation_kind: 'subtask' });
  }
  await open(page, user, projectId);
  await expect.poll(() => order(page)).toEqual(['Plan the trip', 'Pay rent']);
  const subs = page.getByRole('list', { name: 'Sub-tasks of “Plan the trip”' });
  await expect(subs.getByRole('link')).toHaveText(['Book flights', 'Renew passport']);
  await expect(page.getByRole('link', { name: 'Book flights' })).toHaveCount(1);

  // A sub-task is a task like any other: marking it done works from under its parent.
  // A click, not check(): a done sub-task may leave the list before check() could read its box again.
  await subs.getByRole('checkbox', { name: 'Mark “Book flights” as done' }).click();
  await expect(page.getByText('Task marked as done.')).toBeVisible();
});
