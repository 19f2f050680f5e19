import { describe, expect, it } from 'vitest';
import { repeatFields, repeatOf, sameRepeatFields } from './repeat';

describe('repeatFields', () => {
  it.each([
    [null, false, { repeatAfter: 0, repeatMode: 0 }],
    [{ type: 'minutes', amount: 90 }, false, { repeatAfter: 5400, repeatMode: 0 }],
    [{ type: 'days', amount: 1 }, false, { repeatAfter: 86400, repeatMode: 0 }],
    [{ type: 'days', amount: 30 }, false, { repeatAfter: 2592000, repeatMode: 0 }],
    [{ type: 'weeks', amount: 2 }, false, { repeatAfter: 1209600, repeatMode: 0 }],
    [{ type: 'months', amount: 1 }, false, { repeatAfter: 0, repeatMode: 1 }],
    [{ type: 'months', amount: 1 }, true, { repeatAfter: 2592000, repeatMode: 2 }],
    [{ type: 'hours', amount: 6 }, true, { repeatAfter: 21600, repeatMode: 2 }],
    [{ type: 'days', amount: 0 }, false, { repeatAfter: 0, repeatMode: 0 }],
    [{ type: 'days', amount: -2 }, false, { repeatAfter: 0, repeatMode: 0 }],
  ] as const)('%j (from done: %s) → %j', (repeat, fromDone, expected) =>
    expect(repeatFields(repeat, fromDone)).toEqual(expected),
  );
});

describe('repeatOf', () => {
  it.each([
    [0, 0, null],
    [-60, 0, null],
    [0, 1, { type: 'months', amount: 1 }],
    [60, 0, { type: 'minutes', amount: 1 }],
    [5400, 0, { type: 'minutes', amount: 90 }],
    [7200, 0, { type: 'hours', amount: 2 }],
    [129600, 0, { type: 'hours', amount: 36 }],
    [86400, 0, { type: 'days', amount: 1 }],
    [2592000, 0, { type: 'days', amount: 30 }],
    [7776000, 0, { type: 'days', amount: 90 }],
    [31536000, 0, { type: 'days', amount: 365 }],
    [604800, 0, { type: 'weeks', amount: 1 }],
    [1209600, 2, { type: 'weeks', amount: 2 }],
    [30, 0, { type: 'minutes', amount: 0.5 }],
  ] as const)('%s s, mode %s → %j', (after, mode, expected) => expect(repeatOf(after, mode)).toEqual(expected));

  it('round-trips every detected unit exactly', () => {
    for (const type of ['minutes', 'hours', 'days', 'weeks'] as const) {
      for (const amount of [1, 3, 5, 30, 90]) {
        const f = repeatFields({ type, amount });
        const back = repeatOf(f.repeatAfter, f.repeatMode);
        expect(back && repeatFields(back)).toEqual(f);
      }
    }
  });
});

describe('sameRepeatFields', () => {
  it.each([
    [{ repeatAfter: 0, repeatMode: 0 }, { repeatAfter: 0, repeatMode: 0 }, true],
    [{ repeatAfter: 86400, repeatMode: 0 }, { repeatAfter: 86400, repeatMode: 2 }, false],
    [{ repeatAfter: 0, repeatMode: 1 }, { repeatAfter: 2592000, repeatMode: 0 }, false],
  ] as const)('%j vs %j → %s', (a, b, expected) => expect(sameRepeatFields(a, b)).toBe(expected));
});
