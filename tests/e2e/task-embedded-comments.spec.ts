import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('the task view takes the comments embedded in the task (1.x on) instead of asking for them again', async ({
  page,
}) => {
  const user = await registerUser('embedded');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Discussed' });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>First thought</p>' });
  await apiAs(user.token, 'PUT', `/tasks/${task.id}/comments`, { comment: '<p>Second thought</p>' });
  await signInStored(page, user);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(`/api/v1/tasks/${task.id}`))
      asked.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  await expect(page.getByText('First thought')).toBeVisible();
  await expect(page.getByText('Second thought')).toBeVisible();
  expect(asked.filter((a) => a.startsWith('GET ') && a.includes('/comments'))).toEqual([]);
  expect(asked).toContain(`GET /api/v1/tasks/${task.id}?expand=comments`);
});
