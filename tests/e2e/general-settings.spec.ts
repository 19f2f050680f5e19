import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('general settings: overdue reminder time, default view, minimum priority and no default project', async ({
  page,
}) => {
  const user = await registerUser('general');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Inbox two' });
  await apiAs(user.token, 'POST', '/user/settings/general', {
    name: '',
    default_project_id: project.id,
    overdue_tasks_reminders_enabled: true,
    week_start: 1,
  });
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/user/settings/general`);
  await expect(page.getByLabel('Default project')).toHaveValue(String(project.id));
  await page.getByLabel('Default project').selectOption({ label: 'None' });
  await page.getByLabel('Time of the overdue tasks reminder').fill('07:30');
  await page.getByLabel('Projects open in').selectOption({ label: 'Kanban' });
  await page.getByLabel('Show priorities from').selectOption({ label: 'High' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();

  const me = await apiAs<{ settings: Record<string, unknown> & { frontend_settings: Record<string, unknown> } }>(
    user.token,
    'GET',
    '/user',
  );
  expect(me.settings).toMatchObject({
    default_project_id: 0,
    overdue_tasks_reminders_time: expect.stringMatching(/^07:30/),
  });
  expect(me.settings.frontend_settings).toMatchObject({ default_view: 'kanban', minimum_priority: 3 });
  await page.reload();
  await expect(page.getByLabel('Default project')).toHaveValue('0');
  await expect(page.getByLabel('Time of the overdue tasks reminder')).toHaveValue('07:30');
  await expect(page.getByLabel('Show priorities from')).toHaveValue('3');
});

test.describe('a browser in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('an account without a zone preselects UTC, which the server offers', async ({ page }) => {
    const user = await registerUser('utczone');
    await signInStored(page, user);
    await page.goto(`${serverUrl()}/user/settings/general`);
    await expect(page.getByLabel('Time zone')).toHaveValue('UTC');
  });
});
