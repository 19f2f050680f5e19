import { describe, expect, it } from 'vitest';
import { repeatFields, repeatOf } from './repeat';

describe('repeatFields', () => {
  it.each([
    [null, false, { repeatAfter: 0, repeatMode: 0 }],
    [{ type: 'days', amount: 1 }, false, { repeatAfter: 86400, repeatMode: 0 }],
    [{ type: 'weeks', amount: 2 }, false, { repeatAfter: 1209600, repeatMode: 0 }],
    [{ type: 'months', amount: 1 }, false, { repeatAfter: 0, repeatMode: 1 }],
    [{ type: 'months', amount: 1 }, true, { repeatAfter: 2592000, repeatMode: 2 }],
    [{ type: 'hours', amount: 6 }, true, { repeatAfter: 21600, repeatMode: 2 }],
    [{ type: 'days', amount: 0 }, false, { repeatAfter: 0, repeatMode: 0 }],
  ] as const)('%j (from done: %s) → %j', (repeat, fromDone, expected) => expect(repeatFields(repeat, fromDone)).toEqual(expected));
});

describe('repeatOf', () => {
  it.each([
    [0, 0, null],
    [0, 1, { type: 'months', amount: 1 }],
    [86400, 0, { type: 'days', amount: 1 }],
    [604800, 0, { type: 'weeks', amount: 1 }],
    [1209600, 2, { type: 'weeks', amount: 2 }],
    [31536000, 0, { type: 'years', amount: 1 }],
    [7200, 0, { type: 'hours', amount: 2 }],
    [5400, 0, { type: 'hours', amount: 2 }],
  ] as const)('%s s, mode %s → %j', (after, mode, expected) => expect(repeatOf(after, mode)).toEqual(expected));

  it('round-trips every unit', () => {
    for (const type of ['hours', 'days', 'weeks', 'years'] as const) {
      const f = repeatFields({ type, amount: 3 });
      expect(repeatOf(f.repeatAfter, f.repeatMode)).toEqual({ type, amount: 3 });
    }
  });
});
