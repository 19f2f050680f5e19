import type { Locator } from '@playwright/test';
import { expect } from './test';

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The element's box on screen, once it has one: the first screen may still be replaced (the last visit's
 * picture gives way to the live page), so a box is asked for again until the element is there and laid out.
 */
export async function box(locator: Locator): Promise<Box> {
  let found: Box | null = null;
  await expect
    .poll(async () => (found = await locator.boundingBox()), { message: `no box for ${locator.toString()}` })
    .not.toBeNull();
  return found as unknown as Box;
}
