import { describe, expect, it } from 'vitest';
import { guardBlocks, needsRenewal, renewalTime } from './renewal';

const NOW = 1_800_000_000_000;
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('renewalTime', () => {
  it.each([
    ['unreadable token', null, null],
    ['10-minute JWT: 90 s before expiry', inSeconds(600), NOW + 510_000],
    ['72-hour JWT', inSeconds(72 * 3600), NOW + 72 * 3600_000 - 90_000],
    ['expiring in a minute: now', inSeconds(60), NOW],
    ['already expired: now', inSeconds(-30), NOW],
  ])('%s', (_name, exp, expected) => expect(renewalTime(exp, NOW)).toBe(expected));

  it.each([
    [inSeconds(600), false],
    [inSeconds(60), true],
    [null, false],
  ])('needsRenewal(%j) = %s', (exp, expected) => expect(needsRenewal(exp, NOW)).toBe(expected));
});

describe('guardBlocks', () => {
  it.each([
    ['no guard', undefined, false],
    ['fresh guard for this token', { startedAt: NOW - 1000, forToken: 'a' }, true],
    ['guard for another token', { startedAt: NOW - 1000, forToken: 'b' }, false],
    ['guard too old (worker died long ago)', { startedAt: NOW - 60_000, forToken: 'a' }, false],
    ['guard from the future (clock jump)', { startedAt: NOW + 60_000, forToken: 'a' }, false],
  ])('%s', (_name, guard, expected) => expect(guardBlocks(guard, 'a', NOW)).toBe(expected));
});
