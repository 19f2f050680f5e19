import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it.each([
    ['Plan', '\u2068Plan\u2069'],
    ['\u202Eevil', '\u2068\u202Eevil\u2069'],
    ['שלום', '\u2068שלום\u2069'],
    ['', ''],
  ])('%j → %j', (text, out) => {
    expect(isolate(text)).toBe(out);
  });
});
