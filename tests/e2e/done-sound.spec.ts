import { expect, test } from './test';
import { apiAs, registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

/** Counts the oscillators the page starts: the done chime is made with Web Audio. */
const countOscillators = () => {
  const original = AudioContext.prototype.createOscillator;
  (window as unknown as { oscillators: number }).oscillators = 0;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    (window as unknown as { oscillators: number }).oscillators += 1;
    return original.call(this);
  };
};

for (const wanted of [true, false]) {
  test(`marking a task done ${wanted ? 'plays' : 'does not play'} the chime when the setting is ${wanted ? 'on' : 'off'}`, async ({
    page,
  }) => {
    const user = await registerUser('chime');
    const me = await apiAs<{ settings: Record<string, unknown> & { default_project_id: number } }>(
      user.token,
      'GET',
      '/user',
    );
    await apiAs(user.token, 'POST', '/user/settings/general', {
      ...me.settings,
      frontend_settings: { play_sound_when_done: wanted },
    });
    await apiAs(user.token, 'PUT', `/projects/${me.settings.default_project_id}/tasks`, { title: 'Water the plants' });
    await page.addInitScript(countOscillators);
    await signInStored(page, user);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
    // A click, not check(): the done row may leave the list before check() could read its box again.
    await page.getByTestId('task-row').filter({ hasText: 'Water the plants' }).getByRole('checkbox').click();
    await expect(page.getByText('Task marked as done.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { oscillators: number }).oscillators)).toBe(wanted ? 2 : 0);
  });
}
