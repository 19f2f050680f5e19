import { strict } from 'chrono-node';
import { AFTER, BEFORE } from './boundary';
import { calendarDay, nextOccurrence } from './calendar-dates';
import type { DateCandidate } from './date-matcher';

/*
 * Month-name dates ("17 feb", "feb 17th, 2025", "17th of March at 3pm") come from
 * chrono-node's strict parser, which knows the many spellings. Chrono costs far more
 * than our regexes (and grows with the text: 36 ms on 10k characters of dates), so
 * it only ever sees a short window around each month name, for at most MAX_TRIES
 * month names, and only when the text has a digit at all.
 */
const BEFORE_MONTH = 24; // "Wednesday, the 17th of " fits
const AFTER_MONTH = 36; // "September 17th, 2026 at 11:30pm" fits
const MAX_TRIES = 10;
const MONTH = String.raw`jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?`;
const MONTH_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${MONTH})(?![\p{L}])`, 'giu');
const STARTS_OK = new RegExp(`${BEFORE}$`, 'u');
const ENDS_OK = new RegExp(`^${AFTER}`, 'u');
const HAS_MONTH_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${MONTH})\.?(?![\p{L}])`, 'iu');

/** "21st June" (an ordinal day first) names a day of the current year, even a past one. */
const ORDINAL_FIRST = /^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?![\p{L}])/iu;

/**
 * Without a year: "21st June" is that day of the current year; "June 21" and "21 june"
 * are the next such day on or after today.
 */
function yearless(now: Date, source: string, month: number, dayOfMonth: number): Date | null {
  if (ORDINAL_FIRST.test(source)) return calendarDay(now.getFullYear(), month, dayOfMonth);
  return nextOccurrence(now, month, dayOfMonth);
}

/** The first valid month-name date chrono finds in text[from, to). */
function parseWindow(text: string, from: number, to: number, now: Date): DateCandidate | null {
  for (const result of strict.parse(text.slice(from, to), now)) {
    const source = result.text.trimEnd();
    const start = from + result.index;
    const end = start + source.length;
    const { start: c } = result;
    if (!c.isCertain('day') || !c.isCertain('month') || !HAS_MONTH_WORD.test(source)) continue;
    if (!STARTS_OK.test(text.slice(Math.max(0, start - 1), start)) || !ENDS_OK.test(text.slice(end, end + 2))) continue;
    const month = c.get('month') ?? 1;
    const dayOfMonth = c.get('day') ?? 1;
    const year = c.isCertain('year') ? c.get('year') : null;
    const date = year === null ? yearless(now, source, month, dayOfMonth) : calendarDay(year, month, dayOfMonth);
    if (!date) continue;
    const timed = c.isCertain('hour');
    if (timed) date.setHours(c.get('hour') ?? 0, c.get('minute') ?? 0);
    return { start, end, date, timed };
  }
  return null;
}

/** The first whole-word month-name date in the text, via chrono. */
export function findMonthDate(text: string, now: Date): DateCandidate | null {
  if (!/\d/.test(text)) return null;
  MONTH_WORD.lastIndex = 0; // shared global regex: safe because parsing is synchronous
  let tries = 0;
  for (let m = MONTH_WORD.exec(text); m && tries < MAX_TRIES; m = MONTH_WORD.exec(text)) {
    const from = Math.max(0, m.index - BEFORE_MONTH);
    const to = Math.min(text.length, m.index + AFTER_MONTH);
    if (!/\d/.test(text.slice(from, to))) continue;
    tries++;
    const found = parseWindow(text, from, to, now);
    if (found) return found;
  }
  return null;
}
