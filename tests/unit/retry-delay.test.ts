import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../e2e/fixtures-remote';

describe('retryDelayMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const cases: Array<[string, Record<string, string>, number]> = [
    ['Retry-After in seconds', { 'retry-after': '7' }, 7000],
    ['Retry-After as a date', { 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }, 30_000],
    ['X-RateLimit-Reset as a Unix time', { 'x-ratelimit-reset': String(now / 1000 + 12) }, 12_000],
    ['a reset in the past', { 'x-ratelimit-reset': String(now / 1000 - 5) }, 0],
    ['nothing said', {}, 5000],
  ];
  it.each(cases)('%s', (_name, headers, expected) => {
    expect(retryDelayMs(new Headers(headers), now)).toBe(expected);
  });
});
