import { describe, expect, it } from 'vitest';
import { TOOLTIP, placeTooltip } from './tooltip-spec';

const phone = { width: 360, height: 740 };
const desk = { width: 1440, height: 900 };
const tip = { width: 100, height: 24 };

describe('placeTooltip', () => {
  it.each([
    {
      what: 'room above: centred above, 5 px away',
      anchor: { left: 100, top: 300, width: 40, height: 40 },
      screen: desk,
      topLimit: 0,
      want: { left: 70, top: 271, side: 'top' },
    },
    {
      what: "a header button at the screen's top: below it",
      anchor: { left: 1250, top: 8, width: 40, height: 40 },
      screen: desk,
      topLimit: 0,
      want: { left: 1220, top: 53, side: 'bottom' },
    },
    {
      what: 'just under a sticky header: below, as the header would cover it',
      anchor: { left: 100, top: 70, width: 40, height: 40 },
      screen: desk,
      topLimit: 56,
      want: { left: 70, top: 115, side: 'bottom' },
    },
    {
      what: 'exactly enough room above: stays above',
      anchor: { left: 100, top: 33, width: 40, height: 40 },
      screen: desk,
      topLimit: 0,
      want: { left: 70, top: 4, side: 'top' },
    },
    {
      what: 'at the right edge of a phone: moved left to stay 4 px inside',
      anchor: { left: 316, top: 300, width: 40, height: 40 },
      screen: phone,
      topLimit: 0,
      want: { left: 256, top: 271, side: 'top' },
    },
    {
      what: 'at the left edge: moved right to stay 4 px inside',
      anchor: { left: 0, top: 300, width: 20, height: 20 },
      screen: phone,
      topLimit: 0,
      want: { left: 4, top: 271, side: 'top' },
    },
    {
      what: 'no room above and less below: stays above',
      anchor: { left: 100, top: 10, width: 40, height: 725 },
      screen: phone,
      topLimit: 0,
      want: { left: 70, top: -19, side: 'top' },
    },
  ] as const)('$what', ({ anchor, screen, topLimit, want }) => {
    expect(placeTooltip(anchor, tip, screen, topLimit)).toEqual(want);
  });

  it('a tooltip wider than the screen starts at its margin', () => {
    const place = placeTooltip({ left: 100, top: 300, width: 40, height: 40 }, { width: 400, height: 24 }, phone);
    expect(place.left).toBe(TOOLTIP.marginPx);
  });
});
