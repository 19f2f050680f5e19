import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-datetime';

describe('datetime-local conversion', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['garbage', ''],
  ])('toLocalInput(%j) → %j', (input, expected) => expect(toLocalInput(input)).toBe(expected));

  it.each([
    ['', null],
    ['  ', null],
    ['not-a-date', null],
  ])('fromLocalInput(%j) → %j', (input, expected) => expect(fromLocalInput(input)).toBe(expected));

  it('round-trips a local wall-clock time', () => {
    const local = new Date(2026, 4, 17, 15, 30);
    expect(toLocalInput(local.toISOString())).toBe('2026-05-17T15:30');
    expect(fromLocalInput('2026-05-17T15:30')).toBe(local.toISOString());
  });
});
