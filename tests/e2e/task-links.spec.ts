import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { addField } from './task-fields';
import { signInStored } from './fixtures-session';

test('task detail: labels (existing and new), an assignee, and comments that stay plain text', async ({ page }) => {
  const owner = await registerUser('links');
  const helper = await registerUser('helper');
  const project = await apiAs<{ id: number }>(owner.token, 'PUT', '/projects', { title: 'Move house' });
  await apiAs(owner.token, 'PUT', `/projects/${project.id}/users`, { username: helper.username, permission: 1 });
  await apiAs(owner.token, 'PUT', '/labels', { title: 'Boxes', hex_color: 'f5a623' });
  const task = await apiAs<{ id: number }>(owner.token, 'PUT', `/projects/${project.id}/tasks`, {
    title: 'Pack the kitchen',
  });

  await signInStored(page, owner);
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Pack the kitchen' });

  await addField(dialog, 'Labels');
  await dialog.getByLabel('Add a label…').fill('boxes');
  await dialog.getByLabel('Add a label…').press('Enter');
  await dialog.getByLabel('Add a label…').fill('Fragile');
  await dialog.getByLabel('Add a label…').press('Enter');
  await expect(dialog.locator('.label-chip', { hasText: 'Boxes' })).toBeVisible();
  await expect(dialog.locator('.label-chip', { hasText: 'Fragile' })).toBeVisible();
  const labels = await apiAs<Array<{ title: string }>>(owner.token, 'GET', '/labels');
  expect(labels.map((l) => l.title).sort()).toEqual(['Boxes', 'Fragile']);

  await addField(dialog, 'Assignees');
  await dialog.getByLabel('Assign someone…').fill(helper.username.slice(0, 8));
  await dialog.getByRole('button', { name: `@${helper.username}` }).click();
  await expect(dialog.locator('.label-chip', { hasText: helper.username })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove label Fragile' }).click();
  await expect(dialog.locator('.label-chip', { hasText: 'Fragile' })).toHaveCount(0);

  const hostile = '<img src=x onerror="document.title=1"> [click](javascript:alert(1))';
  await dialog.getByLabel('Write a comment…').fill(hostile);
  await dialog.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(dialog.locator('.comment').getByText(hostile)).toBeVisible();
  await expect(dialog.locator('.comment img:not(.avatar)')).toHaveCount(0);

  const saved = await apiAs<{ labels: Array<{ title: string }>; assignees: Array<{ username: string }> }>(
    owner.token,
    'GET',
    `/tasks/${task.id}`,
  );
  expect(saved.labels.map((l) => l.title)).toEqual(['Boxes']);
  expect(saved.assignees.map((a) => a.username)).toEqual([helper.username]);
});
