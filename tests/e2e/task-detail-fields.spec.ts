import { expect, test } from './test';
import { registerUser } from './fixtures';
import { newTask, getTask, openTask } from './task-field-fixtures';
import { addField } from './task-fields';

test('repeat: 30 days stays 30 days, an unchanged blur saves nothing, 0 is refused', async ({ page }) => {
  const user = await registerUser('repeat');
  const task = await newTask(user, 'Water the plants', { repeat_after: 30 * 86400 });
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/v1/tasks/${task.id}`)) saves.push(r.url());
  });
  const dialog = await openTask(page, user, task);

  const amount = dialog.getByLabel('Repeat every how many');
  await expect(amount).toHaveValue('30');
  await expect(dialog.getByLabel('Repeat unit')).toHaveValue('days');
  await amount.focus();
  await amount.blur();
  // Checks that no save is sent: one would start within this time.
  await page.waitForTimeout(300);
  expect(saves).toHaveLength(0);

  await amount.fill('0');
  await amount.blur();
  await expect(dialog.getByText('Please enter more than 0.')).toBeVisible();
  expect(saves).toHaveLength(0);

  await amount.fill('90');
  await dialog.getByLabel('Repeat unit').selectOption('minutes');
  await expect.poll(async () => (await getTask(user, task.id)).repeat_after).toBe(5400);
  await page.reload();
  await expect(page.getByRole('dialog', { name: task.title }).getByLabel('Repeat every how many')).toHaveValue('90');
  await expect(page.getByRole('dialog', { name: task.title }).getByLabel('Repeat unit')).toHaveValue('minutes');
});

test('dates: quick choices set a due date, defer moves it by whole days', async ({ page }) => {
  const user = await registerUser('quickdates');
  const task = await newTask(user, 'Renew passport');
  const dialog = await openTask(page, user, task);

  await addField(dialog, 'Due date');
  const quick = dialog.getByRole('button', { name: 'Quick choices for Due' });
  await quick.click();
  const due = dialog.locator('[role="group"][data-field="dueDate"]');
  await due.getByRole('button', { name: 'Tomorrow' }).click();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(12, 0, 0, 0);
  await expect.poll(async () => new Date((await getTask(user, task.id)).due_date).getTime()).toBe(tomorrow.getTime());

  await quick.click();
  await dialog.getByRole('group', { name: 'Postpone by' }).getByRole('button', { name: '1 week' }).click();
  const later = new Date(tomorrow);
  later.setDate(later.getDate() + 7);
  await expect.poll(async () => new Date((await getTask(user, task.id)).due_date).getTime()).toBe(later.getTime());
});

test('relations: a title that matches nothing creates the task in this project and relates it', async ({ page }) => {
  const user = await registerUser('relnew');
  const task = await newTask(user, 'Plan the trip');
  const dialog = await openTask(page, user, task);

  await addField(dialog, 'Related tasks');
  const search = dialog.getByLabel('Find a task to relate…');
  await search.press('Enter');
  await expect(dialog.getByText('Please select a task or enter a new task title.')).toBeVisible();

  await search.fill('Book the hotel');
  await dialog.getByRole('button', { name: 'Create new task “Book the hotel”' }).click();
  await expect(dialog.getByRole('link', { name: 'Book the hotel' })).toBeVisible();
  await expect(dialog.getByText('Please select a task or enter a new task title.')).toHaveCount(0);

  const related = (await getTask(user, task.id)).related_tasks?.related ?? [];
  expect(related.map((t) => t.title)).toEqual(['Book the hotel']);
  const created = await getTask(user, related[0]!.id);
  expect(created.project_id).toBe(task.project_id);
});

test('checklist: ticking an item while reading saves the description', async ({ page }) => {
  const user = await registerUser('checklist');
  const item = (checked: boolean, text: string) =>
    `<li data-checked="${checked}" data-type="taskItem"><label><input type="checkbox"${checked ? ' checked="checked"' : ''}><span></span></label><div><p>${text}</p></div></li>`;
  const task = await newTask(user, 'Pack the bags', {
    description: `<ul data-type="taskList">${item(false, 'Socks')}${item(false, 'Passport')}</ul>`,
  });
  const dialog = await openTask(page, user, task);

  const passport = dialog.getByRole('checkbox', { name: /Passport/ });
  await passport.check();
  await expect(passport).toBeChecked();
  await expect
    .poll(async () => (await getTask(user, task.id)).description)
    .toBe(`<ul data-type="taskList">${item(false, 'Socks')}${item(true, 'Passport')}</ul>`);
  // Still the read view: no editor opened.
  await expect(dialog.getByRole('button', { name: 'Edit description' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: task.title }).getByRole('checkbox', { name: /Passport/ }),
  ).toBeChecked();
});

test('done: the detail offers undo, like the list', async ({ page }) => {
  const user = await registerUser('doneundo');
  const task = await newTask(user, 'Take out the bins');
  const dialog = await openTask(page, user, task);

  // The box follows the saved task, so it is clicked rather than checked.
  await dialog.getByRole('checkbox', { name: 'Done', exact: true }).click();
  await expect(page.getByText('Task marked as done.')).toBeVisible();
  await expect.poll(async () => (await getTask(user, task.id)).done).toBe(true);
  // The toast shows inside the open modal, so its Undo can be reached.
  await dialog.getByRole('status').getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => (await getTask(user, task.id)).done).toBe(false);
  await expect(dialog.getByRole('checkbox', { name: 'Done', exact: true })).not.toBeChecked();
});
