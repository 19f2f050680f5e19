/**
 * How every tooltip behaves: above its anchor (below where there is no room above), shown after 200 ms,
 * hidden at once, 5 px away, kept 4 px inside the screen.
 */
export const TOOLTIP = { placement: 'top', showDelayMs: 200, hideDelayMs: 0, offsetPx: 5, marginPx: 4 } as const;

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The tooltip's top-left corner on screen, and the side of its anchor it stands on. */
export interface TooltipPlace {
  left: number;
  top: number;
  side: 'top' | 'bottom';
}

/**
 * Where a tooltip of `size` goes for an anchor's box: centred above it, or below it when it would reach
 * above `topLimit` (the screen's top, or the bottom of a header that covers the page) and there is more
 * room below; moved sideways so it stays inside the screen's width.
 */
export function placeTooltip(
  anchor: Rect,
  size: { width: number; height: number },
  screen: { width: number; height: number },
  topLimit = 0,
): TooltipPlace {
  const { offsetPx: offset, marginPx: margin } = TOOLTIP;
  const roomAbove = anchor.top - offset - topLimit - margin;
  const roomBelow = screen.height - (anchor.top + anchor.height + offset) - margin;
  const below = size.height > roomAbove && roomBelow > roomAbove;
  const top = below ? anchor.top + anchor.height + offset : anchor.top - offset - size.height;
  const centred = anchor.left + anchor.width / 2 - size.width / 2;
  const left = Math.max(margin, Math.min(centred, screen.width - margin - size.width));
  return { left, top, side: below ? 'bottom' : 'top' };
}
