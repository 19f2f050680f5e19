import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('saved filter options: priority and a due-date range built without typing, then "any of" in the text', async ({
  page,
}) => {
  const user = await registerUser('filteroptions');
  const inbox = await inboxOf(user.token);
  const seed = (title: string, priority: number, due?: string) =>
    apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title, priority, ...(due ? { due_date: due } : {}) });
  await seed('High in June', 4, '2030-06-10T12:00:00Z');
  await seed('Medium-high on the last day', 3, '2030-06-30T12:00:00Z');
  await seed('Low in June', 1, '2030-06-15T12:00:00Z');
  await seed('Urgent in July', 5, '2030-07-15T12:00:00Z');
  await seed('Urgent without a date', 5);

  await signInStored(page, user);
  await page.goto(`${serverUrl()}/filters/new`);
  const dialog = page.getByRole('dialog', { name: 'New saved filter' });
  await dialog.getByLabel('Title').fill('June, important');
  await dialog.getByRole('checkbox', { name: 'Filter by priority' }).check();
  await expect(dialog.getByRole('combobox', { name: 'Minimum priority' })).toHaveValue('3');
  const due = dialog.getByRole('group', { name: 'Due date' });
  await due.getByLabel('From').fill('2030-06-01');
  await due.getByLabel('To').fill('2030-06-30');
  await dialog.getByRole('checkbox', { name: 'Also show tasks where the filtered field is not set' }).uncheck();
  const query = dialog.getByLabel('Filter', { exact: true });
  await expect(query).toHaveValue('done = false && priority >= 3 && dueDate >= 2030-06-01 && dueDate < 2030-07-01');
  await dialog.getByRole('button', { name: 'Create filter' }).click();

  await expect(page.getByRole('heading', { name: 'June, important' })).toBeVisible();
  await expect(page.getByText('High in June')).toBeVisible();
  await expect(page.getByText('Medium-high on the last day')).toBeVisible();
  for (const title of ['Low in June', 'Urgent in July', 'Urgent without a date'])
    await expect(page.getByText(title)).toHaveCount(0);

  await page.getByLabel('Project settings').click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit saved filter' });
  await expect(edit.getByRole('checkbox', { name: 'Filter by priority' })).toBeChecked();
  await expect(edit.getByRole('group', { name: 'Due date' }).getByLabel('To')).toHaveValue('2030-06-30');
  const requireAll = edit.getByRole('checkbox', { name: 'Require all conditions' });
  await expect(requireAll).toBeChecked();
  await requireAll.uncheck();
  await expect(edit.getByLabel('Filter', { exact: true })).toHaveValue(
    'done = false && (priority >= 3 || (dueDate >= 2030-06-01 && dueDate < 2030-07-01))',
  );
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Low in June')).toBeVisible();
  await expect(page.getByText('Urgent in July')).toBeVisible();
  await expect(page.getByText('High in June')).toBeVisible();
});
