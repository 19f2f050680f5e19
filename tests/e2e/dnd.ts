import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Drags an item with the keyboard the way a screen-reader user does: Space on its handle, one arrow key per
 * step, Space to drop. dnd-kit announces every step in its live region; waiting for each announcement keeps a
 * key press from outrunning the previous move on a loaded machine (time-based waits did not).
 * `item` is the name the announcements use; `over` lists the targets the item passes, one per key press.
 */
export async function keyboardDrag(
  page: Page,
  handle: Locator,
  item: string,
  key: string,
  over: string[],
): Promise<void> {
  // Each DndContext (sidebar, board, list) has its own live region; the one in use names the item.
  const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: item });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(
    new RegExp(`^(Picked up ${escape(item)}|${escape(item)} is back where it started)\\.$`),
  );
  for (const target of over) {
    await page.keyboard.press(key);
    await expect(live).toHaveText(`${item} is over ${target}.`);
  }
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`${item} was dropped on ${over.at(-1)}.`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
