import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { addField } from './task-fields';
import { signInStored } from './fixtures-session';

test('attachments: upload, download as a file (an SVG with a script never runs), delete', async ({ page }) => {
  const user = await registerUser('files');
  const inbox = await inboxOf(user.token);
  const task = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Tax return' });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Tax return' });

  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert("xss")</script></svg>';
  await dialog.getByLabel('Files to attach').setInputFiles([
    { name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('total: 42') },
    { name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
  ]);
  await expect(dialog.getByText('receipt.txt')).toBeVisible();
  await expect(dialog.getByText('evil.svg')).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download evil.svg' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('evil.svg');
  expect(readFileSync((await file.path())!, 'utf8')).toBe(svg);
  expect(dialogs).toEqual([]);
  expect(page.url()).toContain(`/tasks/${task.id}`);

  await dialog.getByRole('button', { name: 'Delete attachment receipt.txt' }).click();
  await expect(dialog.getByText('receipt.txt')).toHaveCount(0);
  const left = await apiAs<Array<{ file: { name: string } }>>(user.token, 'GET', `/tasks/${task.id}/attachments`);
  expect(left.map((a) => a.file.name)).toEqual(['evil.svg']);
});

test('relations: relate two tasks by searching, see the inverse on the other, remove it', async ({ page }) => {
  const user = await registerUser('relations');
  const inbox = await inboxOf(user.token);
  const first = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, {
    title: 'Pour the foundation',
  });
  const second = await apiAs<{ id: number }>(user.token, 'PUT', `/projects/${inbox}/tasks`, {
    title: 'Build the walls',
  });
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/tasks/${first.id}`);
  const dialog = page.getByRole('dialog', { name: 'Pour the foundation' });

  await addField(dialog, 'Related tasks');
  await dialog.getByLabel('Kind of relation').selectOption({ label: 'Blocking' });
  await dialog.getByLabel('Find a task to relate…').fill('walls');
  await dialog.getByRole('button', { name: 'Build the walls' }).click();
  await expect(dialog.getByRole('link', { name: 'Build the walls' })).toBeVisible();

  const other = await apiAs<{ related_tasks: Record<string, Array<{ id: number }>> }>(
    user.token,
    'GET',
    `/tasks/${second.id}`,
  );
  expect(other.related_tasks.blocked?.map((t) => t.id)).toEqual([first.id]);

  await dialog.getByRole('button', { name: 'Remove the relation to Build the walls' }).click();
  await expect(dialog.getByRole('link', { name: 'Build the walls' })).toHaveCount(0);
});
