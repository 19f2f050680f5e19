import { addDays, addHours, addMonths, addWeeks, isValid, startOfDay } from 'date-fns';
import { COUNT, parseCount, wordRegex } from './boundary';
import type { DateMatcher, Resolved } from './date-matcher';

/** A real calendar day, or null for things like 31.02 (Date would silently roll over). */
export function calendarDay(year: number, month: number, dayOfMonth: number): Date | null {
  const d = new Date(year, month - 1, dayOfMonth);
  if (year < 100) d.setFullYear(year); // Date maps years 0-99 to 19xx
  const ok = isValid(d) && d.getMonth() === month - 1 && d.getDate() === dayOfMonth;
  return ok ? d : null;
}

const asDay = (d: Date | null): Resolved | null => (d ? { date: d, timed: false } : null);

/** Two-digit years are this century: 25 -> 2025. */
const fullYear = (raw: string): number => (raw.length === 2 ? 2000 + Number(raw) : Number(raw));

/**
 * "17th": the next 17th on or after today (today itself counts). Months without that
 * day are skipped, so "31st" said on 5 April means 31 May.
 */
function nextDayOfMonth(now: Date, dayOfMonth: number): Date | null {
  if (dayOfMonth < 1 || dayOfMonth > 31) return null;
  for (let i = 0; i < 12; i++) {
    const month = addMonths(new Date(now.getFullYear(), now.getMonth(), 1), i);
    const d = calendarDay(month.getFullYear(), month.getMonth() + 1, dayOfMonth);
    if (d && d >= startOfDay(now)) return d;
  }
  return null;
}

const IN_UNITS: Record<string, (now: Date, n: number) => Resolved> = {
  // Hours keep the clock (seconds dropped); larger units land on a day at the default time.
  hour: (now, n) => ({ date: dropSeconds(addHours(now, n)), timed: true }),
  day: (now, n) => ({ date: startOfDay(addDays(now, n)), timed: false }),
  week: (now, n) => ({ date: startOfDay(addWeeks(now, n)), timed: false }),
  month: (now, n) => ({ date: startOfDay(addMonths(now, n)), timed: false }),
};

function dropSeconds(d: Date): Date {
  const out = new Date(d);
  out.setSeconds(0, 0);
  return out;
}

/** Ordinal days, numeric dates and "in N units". */
export const CALENDAR_MATCHERS: DateMatcher[] = [
  {
    re: wordRegex(String.raw`(\d{1,2})(?:st|nd|rd|th)`, 'giu'),
    resolve: (m, now) => asDay(nextDayOfMonth(now, Number(m[1]))),
  },
  {
    // dd/mm/yyyy, dd.mm.yyyy, dd/mm/yy, dd.mm.yy (the two separators must agree)
    re: wordRegex(String.raw`(\d{1,2})([./])(\d{1,2})\2(\d{4}|\d{2})`, 'giu'),
    resolve: (m) => asDay(calendarDay(fullYear(m[4] ?? ''), Number(m[3]), Number(m[1]))),
  },
  {
    re: wordRegex(String.raw`(\d{4})-(\d{1,2})-(\d{1,2})`, 'giu'),
    resolve: (m) => asDay(calendarDay(Number(m[1]), Number(m[2]), Number(m[3]))),
  },
  {
    re: wordRegex(String.raw`in\s+(${COUNT})\s+(hour|day|week|month)s?`, 'giu'),
    resolve: (m, now) => {
      const n = parseCount(m[1] ?? '');
      const unit = IN_UNITS[(m[2] ?? '').toLowerCase()];
      return unit && n > 0 ? unit(now, n) : null;
    },
  },
];
