import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { box } from './fixtures-layout';
import { registerUser } from './fixtures';
import { signInStored } from './fixtures-session';

// The shared tooltip stands above its anchor, below it where there is no room above (the header's buttons
// at the top of the screen), and never leaves the screen sideways.

/** Hovers `name`'s button and answers its tooltip's box and the button's. */
async function tooltipOf(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name }).first();
  await button.hover();
  const tip = page.locator('.tooltip:not([hidden])');
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('data-side', /top|bottom/);
  return { tip: await box(tip), anchor: await box(button), side: await tip.getAttribute('data-side') };
}

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the header's tooltips open below their buttons and stay on the screen", async ({ page }) => {
      const user = await registerUser('tooltip');
      await signInStored(page, user);
      for (const name of [/^Notifications/, 'Show or hide the menu']) {
        const { tip, anchor, side } = await tooltipOf(page, name);
        expect(side, String(name)).toBe('bottom');
        expect(tip.y, String(name)).toBeGreaterThanOrEqual(anchor.y + anchor.height);
        expect(tip.x, String(name)).toBeGreaterThanOrEqual(0);
        expect(tip.x + tip.width, String(name)).toBeLessThanOrEqual(width);
        await page.mouse.move(width / 2, 500);
        await expect(page.locator('.tooltip:not([hidden])')).toHaveCount(0);
      }
    });
  });
}
