import type { UpcomingRange } from './upcoming-query';

/** The parts the folded filters name: the range's days, short and in the user's language, and the switches that are on. */
export function filtersSummary(
  range: UpcomingRange,
  language: string,
  now: Date,
): { from: string; to: string; overdue: boolean; undated: boolean } {
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const withYear = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' });
  // The year shows only when the range leaves the current one, or spans two.
  const thisYear = now.getFullYear();
  const format = range.from.getFullYear() === thisYear && range.to.getFullYear() === thisYear ? day : withYear;
  return {
    from: format.format(range.from),
    to: format.format(range.to),
    overdue: range.showOverdue,
    undated: range.showNulls,
  };
}
