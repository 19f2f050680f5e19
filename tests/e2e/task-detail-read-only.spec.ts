import { expect, test } from './test';
import { apiAs, registerUser } from './fixtures';
import { type ApiTask, openTask } from './task-field-fixtures';

test(
  'read-only: a task in a project shared for reading has no editing controls',
  { tag: '@release' },
  async ({ page }) => {
    const owner = await registerUser('roowner');
    const reader = await registerUser('roreader');
    const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Read only plans' });
    const task = await apiAs<ApiTask>(owner.token, 'PUT', `/projects/${project.id}/tasks`, {
      title: 'Look but do not touch',
      description:
        '<ul data-type="taskList"><li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>Step one</p></div></li></ul>',
      due_date: '2030-05-01T10:00:00Z',
      repeat_after: 86400,
    });
    await apiAs(owner.token, 'PUT', `/projects/${project.id}/users`, { username: reader.username, permission: 0 });
    const dialog = await openTask(page, reader, task);

    await expect(dialog.getByText('Step one')).toBeVisible();
    await expect(dialog.getByText('every 1 days')).toBeVisible();
    // (The comment box is the comments' own business, not this test's.)
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    await expect(dialog.locator('input[type="datetime-local"], input[type="file"]')).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: 'Done', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
    for (const name of [
      'Edit description',
      'Add reminder',
      'Attach files',
      'Delete task',
      'Move to another project…',
      'Today',
      'Blue',
      'Favourite',
    ]) {
      await expect(dialog.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(dialog.getByLabel('Find a task to relate…')).toHaveCount(0);
    await expect(dialog.getByLabel('Add a label…')).toHaveCount(0);
    // The checklist item's box is shown, but cannot be ticked.
    await expect(dialog.getByRole('checkbox', { name: /Step one/ })).toBeDisabled();
  },
);
