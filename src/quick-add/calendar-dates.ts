import { addDays, addHours, addMonths, addWeeks, isValid, startOfDay } from 'date-fns';
import { BEFORE, COUNT, parseCount, wordRegex } from './boundary';
import type { DateMatcher, Resolved } from './date-matcher';

/** A real calendar day, or null for things like 31.02 (Date would silently roll over). */
export function calendarDay(year: number, month: number, dayOfMonth: number): Date | null {
  const d = new Date(year, month - 1, dayOfMonth);
  if (year < 100) d.setFullYear(year); // Date maps years 0-99 to 19xx
  const ok = isValid(d) && d.getMonth() === month - 1 && d.getDate() === dayOfMonth;
  return ok ? d : null;
}

/** A date given without a year: the next such day on or after today ("01.02" said in June is next February). */
export function nextOccurrence(now: Date, month: number, dayOfMonth: number): Date | null {
  const today = startOfDay(now);
  for (let year = now.getFullYear(); year <= now.getFullYear() + 8; year++) {
    const d = calendarDay(year, month, dayOfMonth);
    if (d && d >= today) return d;
  }
  return null;
}

const asDay = (d: Date | null): Resolved | null => (d ? { date: d, timed: false } : null);

/** Two-digit years are this century: 25 -> 2025. */
const fullYear = (raw: string): number => (raw.length === 2 ? 2000 + Number(raw) : Number(raw));

/** The day with its year when one was written, else the next one to come. */
const dayOf = (now: Date, year: string | undefined, month: number, dayOfMonth: number): Resolved | null =>
  asDay(year === undefined ? nextOccurrence(now, month, dayOfMonth) : calendarDay(fullYear(year), month, dayOfMonth));

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

function dropSeconds(d: Date): Date {
  const out = new Date(d);
  out.setSeconds(0, 0);
  return out;
}

// "in N units" keeps the current time of day: "in 1 day" said at 12:00 is 12:00 tomorrow.
const IN_UNITS: Record<string, (now: Date, n: number) => Date> = {
  hour: addHours,
  day: addDays,
  week: addWeeks,
  month: addMonths,
};

/*
 * A numeric date ends at a space, the end of the text or sentence punctuation, but not
 * at a comma: "9/11, 10/12" are more likely numbers than dates.
 */
const NUMERIC_AFTER = String.raw`(?=$|[\s)\]}"”»;!?]|[.:](?:$|\s))`;
const numericRegex = (body: string): RegExp => new RegExp(`${BEFORE}(?:${body})${NUMERIC_AFTER}`, 'giu');

/*
 * An ordinal is a day only when nothing else follows it, or a clock time does ("17th",
 * "17th at 5pm", "17th @ 14:00"); followed by a month name it is read with the month
 * (month-dates.ts). Any other word after it means it is not a date: "2nd Floor Bath".
 * Claimed parts (masked) and closing punctuation do not count as words.
 */
const ORDINAL_ENDS = String.raw`(?=[\s\u0000]*(?:[.!?][\s\u0000]*)?$|\s+(?:at\s+|@\s*)\d{1,2}(?::\d{2})?(?:\s*[ap]m)?(?![\p{L}\d]))`;

/** Ordinal days, numeric dates and "in N units". */
export const CALENDAR_MATCHERS: DateMatcher[] = [
  {
    re: new RegExp(`${BEFORE}(\\d{1,2})(?:st|nd|rd|th)${ORDINAL_ENDS}`, 'giu'),
    resolve: (m, now) => asDay(nextDayOfMonth(now, Number(m[1]))),
  },
  {
    // a/b and a/b/yy(yy): month first, unless the first number cannot be a month (16/12).
    re: numericRegex(String.raw`(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?`),
    resolve: (m, now) => {
      const [a, b] = [Number(m[1]), Number(m[2])];
      return a > 12 ? dayOf(now, m[3], b, a) : dayOf(now, m[3], a, b);
    },
  },
  {
    // Dotted dates are day first: 1.2.25, 01.02.2025, and without a year 01.02 (two
    // digits each, so a decimal like "2.5" stays a number; "01.02." takes its dot along).
    re: numericRegex(String.raw`(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})|(\d{2})\.(\d{2})\.?`),
    resolve: (m, now) => dayOf(now, m[3], Number(m[2] ?? m[5]), Number(m[1] ?? m[4])),
  },
  {
    // yyyy-mm-dd and yyyy/mm/dd (the two separators must agree).
    re: numericRegex(String.raw`(\d{4})([-/])(\d{1,2})\2(\d{1,2})`),
    resolve: (m) => asDay(calendarDay(Number(m[1]), Number(m[3]), Number(m[4]))),
  },
  {
    re: wordRegex(String.raw`in\s+(${COUNT})\s+(hour|day|week|month)s?`, 'giu'),
    resolve: (m, now) => {
      const n = parseCount(m[1] ?? '');
      const add = IN_UNITS[(m[2] ?? '').toLowerCase()];
      return add && n > 0 ? { date: dropSeconds(add(now, n)), timed: true } : null;
    },
  },
];
