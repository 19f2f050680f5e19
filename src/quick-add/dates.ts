import { addDays } from 'date-fns';
import { CALENDAR_MATCHERS } from './calendar-dates';
import { maskSpans } from './cleanup';
import { firstCandidate, type DateCandidate } from './date-matcher';
import { atDefaultTime, atTime } from './default-time';
import { findMonthDate } from './month-dates';
import { RELATIVE_MATCHERS } from './relative-dates';
import { findTime, timeAfterDate } from './times';
import type { Span } from './types';

const MATCHERS = [...RELATIVE_MATCHERS, ...CALENDAR_MATCHERS];

export interface DateResult {
  date: Date;
  /** One span, or two when the date and the time are not next to each other. */
  spans: Span[];
}

/** Earliest phrase wins; at the same start the longest ("next monday" over "monday"). */
function earliest(text: string, now: Date): DateCandidate | null {
  let best: DateCandidate | null = null;
  const consider = (c: DateCandidate | null) => {
    if (!c) return;
    if (!best || c.start < best.start || (c.start === best.start && c.end > best.end)) best = c;
  };
  for (const matcher of MATCHERS) consider(firstCandidate(matcher, text, now));
  consider(findMonthDate(text, now));
  return best;
}

const span = ({ start, end }: Span): Span => ({ start, end });

/** Date and time are one highlight when only whitespace separates them ("tomorrow at 3pm"). */
function joinSpans(original: string, a: Span, b: Span): Span[] {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const between = original.slice(first.end, second.start);
  return between.trim() === '' ? [{ start: first.start, end: second.end }] : [span(first), span(second)];
}

/**
 * Finds the date: the first date phrase plus the first clock time, in a text whose
 * already-claimed parts are masked. Later date phrases stay in the title as words.
 * An explicit time always wins over the phrase's own time ("tonight at 10pm" is 22:00).
 * A time alone means today, or tomorrow when that moment has already passed.
 */
export function findDate(original: string, masked: string, now: Date): DateResult | null {
  const found = earliest(masked, now);
  const time = (found && timeAfterDate(masked, found.end)) || findTime(found ? maskSpans(masked, [found]) : masked);
  if (found && time) {
    return { date: atTime(found.date, time.hour, time.minute), spans: joinSpans(original, found, time) };
  }
  if (found) {
    return { date: found.timed ? found.date : atDefaultTime(found.date, now), spans: [span(found)] };
  }
  if (!time) return null;
  const today = atTime(now, time.hour, time.minute);
  return { date: today < now ? addDays(today, 1) : today, spans: [span(time)] };
}
