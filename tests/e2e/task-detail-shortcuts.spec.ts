import { expect, test } from './test';
import { registerUser } from './fixtures';
import { newTask, getTask, openFromInbox } from './task-detail-fixtures';
import { signInStored } from './fixtures-session';

test('shortcuts: t marks done, ctrl+s saves the title being edited, shift+delete asks before deleting', async ({
  page,
}) => {
  const user = await registerUser('keys');
  const task = await newTask(user, 'Water plants');
  await signInStored(page, user);
  await openFromInbox(page, 'Water plants');
  const dialog = page.getByRole('dialog');

  await page.keyboard.press('t');
  await expect(dialog.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();
  await expect.poll(async () => (await getTask(user, task.id)).done).toBe(true);

  // Plain keys typed into a field stay text.
  const title = dialog.getByLabel('Title');
  await title.fill('Water the plants');
  await title.press('t');
  await expect(title).toHaveValue('Water the plantst');
  await title.press('Backspace');
  await title.press('ControlOrMeta+s');
  await expect.poll(async () => (await getTask(user, task.id)).title).toBe('Water the plants');
  await expect(dialog.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();

  await dialog.getByRole('checkbox', { name: 'Done', exact: true }).focus();
  await page.keyboard.press('Shift+Delete');
  const confirm = dialog.getByRole('group', { name: 'Delete this task for good?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The task was deleted.')).toBeVisible();
  await expect
    .poll(async () =>
      getTask(user, task.id).then(
        () => 'there',
        () => 'gone',
      ),
    )
    .toBe('gone');
});

test('the keyboard help lists the task detail shortcuts', async ({ page }) => {
  const user = await registerUser('help');
  await signInStored(page, user);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('heading', { name: 'Task detail' })).toBeVisible();
  await expect(help.getByText('Move to another project')).toBeVisible();
  await expect(help.getByText('Save what you are editing')).toBeVisible();
});
