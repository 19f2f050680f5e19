import { describe, expect, it } from 'vitest';
import { de } from 'date-fns/locale/de';
import { formatChipDate } from './chip-format';

describe('formatChipDate', () => {
  const now = new Date(2026, 10, 22, 10, 0);
  it.each([
    ['en', undefined, new Date(2026, 10, 23, 12, 0), 'in 1 day', /Nov 23, 2026/],
    ['de', de, new Date(2026, 10, 23, 12, 0), 'in 1 Tag', /23\. Nov\. 2026/],
    ['en', undefined, new Date(2026, 10, 22, 7, 0), 'about 3 hours ago', /Nov 22, 2026/],
  ])('%s %s', (_name, locale, date, relative, absolute) => {
    const result = formatChipDate(date, now, locale);
    expect(result.relative).toBe(relative);
    expect(result.absolute).toMatch(absolute);
  });
});
