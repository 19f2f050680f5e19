import { expect, test } from './test';
import { registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

test('an uncaught error shows one translated error message', async ({ page }) => {
  const user = await registerUser('uncaught');
  await signInStored(page, user);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e lost write'));
    void Promise.reject(new Error('e2e lost write'));
  });
  await expect(page.getByText('An error occurred: e2e lost write')).toHaveCount(1);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e timer failure');
    }, 0),
  );
  await expect(page.getByText('An error occurred: e2e timer failure')).toBeVisible();
});
