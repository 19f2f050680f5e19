import { describe, expect, it } from 'vitest';
import { parseSize } from './attachments';

describe('parseSize', () => {
  it.each([
    ['20MB', 20 * 1024 * 1024],
    ['512KB', 512 * 1024],
    ['1GB', 1024 ** 3],
    ['1.5 MB', 1.5 * 1024 * 1024],
    ['100', 100],
    ['', 20 * 1024 * 1024],
    [undefined, 20 * 1024 * 1024],
    ['lots', 20 * 1024 * 1024],
  ])('%j → %s bytes', (input, bytes) => expect(parseSize(input)).toBe(bytes));
});
