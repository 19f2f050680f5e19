/** How every tooltip behaves: above its anchor, shown after 200 ms, hidden at once, 5 px away. */
export const TOOLTIP = { placement: 'top', showDelayMs: 200, hideDelayMs: 0, offsetPx: 5 } as const;

/** Where a tooltip's centre-bottom point goes for an anchor's box: centred above it, `offset` px away. */
export function tooltipPoint(
  rect: { left: number; top: number; width: number },
  offset: number = TOOLTIP.offsetPx,
): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top - offset };
}
