import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, 'en', '0 byte'],
    [1023, 'en', '1,023 byte'],
    [1536, 'en', '1.5 kB'],
    [20 * 1024 * 1024, 'en', '20 MB'],
    [1536 * 1024, 'de', '1,5 MB'],
    [1.5 * 1024 ** 3, 'de', '1,5 GB'],
    [5 * 1024 ** 4, 'en', '5,120 GB'],
    [1536 * 1024, 'fr', '1,5 Mo'],
  ])('%d (%s) → %s', (bytes, language, text) => expect(formatBytes(bytes, language).replace(/\s/g, ' ')).toBe(text));
});
