import { expect, test } from './test';
import { apiAs, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

test('quick actions: grouped results; a picked label fills its prefix and filters the task search', async ({
  page,
}) => {
  const user = await registerUser('palettelabels');
  const project = await apiAs<{ id: number }>(user.token, 'PUT', '/projects', { title: 'Family' });
  const label = await apiAs<{ id: number }>(user.token, 'PUT', '/labels', { title: 'Urgent' });
  const mum = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Call mum' });
  await apiAs(user.token, 'PUT', `/projects/${project.id}/tasks`, { title: 'Call dad' });
  await apiAs(user.token, 'PUT', `/tasks/${mum.id}/labels`, { label_id: label.id });
  await signInStored(page, user);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search or run a command' });
  await palette.fill('urg');
  const listbox = page.getByRole('listbox', { name: 'Results' });
  await expect(listbox.getByRole('group', { name: 'Labels' }).getByRole('option', { name: /Urgent/ })).toBeVisible();
  await palette.fill('call');
  await expect(listbox.getByRole('group', { name: 'Tasks' }).getByRole('option')).toHaveCount(2);
  await palette.fill('urg');
  await listbox.getByRole('option', { name: /Urgent/ }).click();
  await expect(palette).toHaveValue('*Urgent ');
  const tasks = listbox.getByRole('group', { name: 'Tasks' });
  await expect(tasks.getByRole('option', { name: /Call mum/ })).toBeVisible();
  await expect(tasks.getByRole('option')).toHaveCount(1);
});
