import { expect, test } from './test';
import { apiAs, inboxOf, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

test('quick actions: Ctrl+K finds a task and a project, and runs the new-project command', async ({ page }) => {
  const user = await registerUser('palette');
  const inbox = await inboxOf(user.token);
  await apiAs(user.token, 'PUT', `/projects/${inbox}/tasks`, { title: 'Water the orchids' });
  await apiAs(user.token, 'PUT', '/projects', { title: 'Orchard' });
  await signInStored(page, user);
  await expect(page.getByRole('heading', { name: new RegExp(user.username) })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search or run a command' });
  await expect(palette).toBeFocused();
  await palette.fill('orch');
  await expect(page.getByRole('option', { name: /Task\s*Water the orchids/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Project\s*Orchard/ })).toBeVisible();
  await page.getByRole('option', { name: /Task\s*Water the orchids/ }).click();
  await expect(page.getByRole('dialog', { name: 'Water the orchids' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  await palette.fill('new pro');
  await page.keyboard.press('Enter');
  await expect(page.locator('.quick-actions .badge')).toHaveText('New project');
  await palette.fill('Greenhouse');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Greenhouse' })).toBeVisible();
});
