import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { apiAs, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

const TICKTICK = readFileSync('server/test/fixtures/ticktick-backup.csv');

test('a new account is offered the import; a TickTick backup becomes projects, tasks and labels', async ({ page }) => {
  const user = await registerUser('import');
  await signInStored(page, user);

  // The overview hints at importing while the account is empty.
  await page.getByRole('link', { name: 'Import your data' }).click();
  await expect(page).toHaveURL(/\/user\/settings\/migrate$/);
  await page.getByRole('link', { name: /TickTick/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import from TickTick' })).toBeVisible();

  // A wrong file type is refused before anything is sent.
  await page
    .getByLabel('Export file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('This file cannot be imported here.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start import' })).toBeDisabled();

  await page.getByLabel('Export file').setInputFiles({ name: 'backup.csv', mimeType: 'text/csv', buffer: TICKTICK });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText('Everything from TickTick was imported.', { exact: false })).toBeVisible();

  // The sidebar learns about the new projects without a reload.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Project Apollo' })).toBeVisible();
  const projects = await apiAs<Array<{ id: number; title: string }>>(user.token, 'GET', '/projects');
  const apollo = projects.find((p) => p.title === 'Project Apollo');
  expect(apollo).toBeDefined();
  const tasks = await apiAs<Array<{ title: string; labels: Array<{ title: string }> | null }>>(
    user.token,
    'GET',
    `/projects/${apollo!.id}/tasks`,
  );
  expect(tasks.map((t) => t.title)).toEqual(expect.arrayContaining(['Write the proposal', 'Weekly sync']));
  expect(tasks.find((t) => t.title === 'Write the proposal')?.labels?.map((l) => l.title)).toContain('work');

  // Coming back: the earlier import is named, and importing again needs a confirmation.
  await page.goto(`${serverUrl()}/migrate/ticktick`);
  await expect(page.getByText('You already imported from TickTick on', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Export file')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import again' }).click();
  await expect(page.getByLabel('Export file')).toBeVisible();
});

test('a broken Vikunja export gives a clear error and keeps the file for another try', async ({ page }) => {
  const user = await registerUser('badzip');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/migrate/vikunja-file`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import from Vikunja export' })).toBeVisible();
  await page
    .getByLabel('Export file')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: Buffer.from('PK not really a zip') });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('Chosen: export.zip', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  const projects = await apiAs<Array<{ title: string }>>(user.token, 'GET', '/projects');
  expect(projects.map((p) => p.title)).toEqual(['Inbox']);
});
