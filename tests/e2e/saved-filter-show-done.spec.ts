import { expect, test } from './test';
import { registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

test('saved filter editor: show done tasks adds and removes done = false; the help gives the ranges', async ({
  page,
}) => {
  const user = await registerUser('filtereditor');
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/filters/new`);
  const dialog = page.getByRole('dialog');
  const query = dialog.getByLabel('Filter', { exact: true });
  const showDone = dialog.getByLabel('Show done tasks');
  await expect(query).toHaveValue('done = false');
  await expect(showDone).not.toBeChecked();
  await expect(dialog.getByText(/Priority goes from 1 to 5, percentDone from 0 to 100/)).toBeVisible();
  await showDone.check();
  await expect(query).toHaveValue('');
  await query.fill('priority >= 3');
  await showDone.uncheck();
  await expect(query).toHaveValue('done = false && priority >= 3');
});
