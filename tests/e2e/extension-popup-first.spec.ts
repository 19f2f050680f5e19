import { expect, test } from '@playwright/test';
import { apiAs, launchExtension, registerUser, serverUrl } from './fixtures';
import { openPopup, setUpFromPopup, tasksTitled } from './fixtures-extension';

test('the popup loads and takes typing with none of the app’s code; what was typed is parsed and added once it arrives', async () => {
  const user = await registerUser('first');
  const { context, extensionId } = await launchExtension();
  try {
    const setup = await openPopup(context, extensionId);
    await setUpFromPopup(setup, serverUrl(), user);
    await setup.close();

    // The app's code is held back: every request for it waits until the test lets it through.
    const popup = await context.newPage();
    const cdp = await context.newCDPSession(popup);
    const held: string[] = [];
    let letThrough = false;
    cdp.on('Fetch.requestPaused', ({ requestId }) => {
      if (letThrough) void cdp.send('Fetch.continueRequest', { requestId });
      else held.push(requestId);
    });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/chunks/*' }] });
    // The load event, when Chrome shows a popup, comes without the app's code.
    await popup.goto(`chrome-extension://${extensionId}/popup.html`, { waitUntil: 'load' });
    await expect(popup.locator('#popup-add')).toBeFocused();
    await expect(popup.getByRole('textbox', { name: 'New task' })).toBeVisible();
    await popup.keyboard.type('Water the plants tomorrow !4');
    // What is typed shows (the app's field draws its text in a mirror this first field does not have).
    const early = popup.locator('#popup-add');
    await expect(early).toHaveValue('Water the plants tomorrow !4');
    expect(await early.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    const drawnFirst = await early.boundingBox();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(popup.locator('#popup-first')).toBeAttached();

    letThrough = true;
    for (const requestId of held) await cdp.send('Fetch.continueRequest', { requestId });
    await expect(popup.getByText(`Signed in as ${user.username}`)).toBeVisible();
    await expect(popup.locator('#popup-first')).not.toBeAttached();
    const field = popup.getByRole('textbox', { name: 'New task' });
    await expect(field).toHaveValue('Water the plants tomorrow !4');
    await expect(field).toBeFocused();
    // The app's field is where the first one was, as wide: nothing jumps under the person's typing, save by
    // what the first paint could not know (here the warning about the server's access, which this profile lacks).
    const drawnByApp = await field.boundingBox();
    const noticed = await popup.locator('main.popup').evaluate((main) => {
      const gap = parseFloat(getComputedStyle(main).rowGap);
      const notes = [...main.querySelectorAll(':scope > .warning, :scope > .field-error')];
      return notes.reduce((sum, note) => sum + note.getBoundingClientRect().height + gap, 0);
    });
    expect((drawnByApp?.y ?? NaN) - noticed).toBeCloseTo(drawnFirst?.y ?? NaN, 0);
    expect(drawnByApp?.x).toBeCloseTo(drawnFirst?.x ?? NaN, 0);
    expect(drawnByApp?.width).toBeCloseTo(drawnFirst?.width ?? NaN, 0);
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status').filter({ hasText: 'Added' })).toContainText('Added “Water the plants”.');

    const [task] = await tasksTitled(user.token, 'Water the plants');
    const full = await apiAs<{ priority: number; due_date: string }>(user.token, 'GET', `/tasks/${task?.id}`);
    expect(full.priority).toBe(4);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(new Date(full.due_date).toDateString()).toBe(tomorrow.toDateString());
  } finally {
    await context.close();
  }
});
