import { describe, expect, it } from 'vitest';
import { filtersSummary } from './filters-summary';

const now = new Date(2026, 5, 15);
const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('filtersSummary', () => {
  it.each([
    ['en', '2026-03-02', '2026-03-08', 'Mar 2', 'Mar 8'],
    ['de', '2026-03-02', '2026-03-08', '2. März', '8. März'],
    ['ja', '2026-03-02', '2026-03-08', '3月2日', '3月8日'],
    // The year shows once the range leaves this year.
    ['en', '2026-12-29', '2027-01-04', 'Dec 29, 2026', 'Jan 4, 2027'],
    ['en', '2030-01-05', '2030-01-11', 'Jan 5, 2030', 'Jan 11, 2030'],
  ])('%s: %s to %s', (language, from, to, wantFrom, wantTo) => {
    const range = { from: day(from), to: day(to), showOverdue: false, showNulls: false };
    expect(filtersSummary(range, language, now)).toMatchObject({ from: wantFrom, to: wantTo });
  });

  it.each([
    [true, false],
    [false, true],
    [true, true],
    [false, false],
  ])('overdue %s, undated %s', (showOverdue, showNulls) => {
    const range = { from: day('2026-03-02'), to: day('2026-03-08'), showOverdue, showNulls };
    expect(filtersSummary(range, 'en', now)).toMatchObject({ overdue: showOverdue, undated: showNulls });
  });
});
