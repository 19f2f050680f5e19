import { AFTER, spanOf, wordRegex } from './boundary';
import type { Span } from './types';

/*
 * Clock times: "at 3pm", "at 3:30 pm", "at 15:30", "@ 9am", "@9am". A bare number
 * ("at 5") is a time only right after a date ("tomorrow at 5", "21st June at 5" is 05:00);
 * on its own it is too often a count or a place ("meet at 5 stations"). Elsewhere
 * 24-hour times therefore need minutes and 12-hour times need am/pm.
 */
const CLOCK = String.raw`(?:at\s+|@\s*)(\d{1,2})(?::(\d{2}))?(?:\s*(am|pm))?`;
const TIME = wordRegex(CLOCK, 'giu');
const TIME_AFTER_DATE = new RegExp(String.raw`(\s+)${CLOCK}${AFTER}`, 'iuy');

export interface TimeMatch extends Span {
  hour: number;
  minute: number;
}

function toClock(hourRaw: string, minuteRaw: string | undefined, meridiem: string | undefined, bare = false) {
  let hour = Number(hourRaw);
  const minute = minuteRaw === undefined ? 0 : Number(minuteRaw);
  if (minute > 59) return null;
  if (meridiem === undefined) return (bare || minuteRaw !== undefined) && hour <= 23 ? { hour, minute } : null;
  if (hour < 1 || hour > 12) return null;
  const pm = meridiem.toLowerCase() === 'pm';
  hour = (hour % 12) + (pm ? 12 : 0);
  return { hour, minute };
}

/** The first clock time in the text. */
export function findTime(text: string): TimeMatch | null {
  TIME.lastIndex = 0; // shared global regex: safe because parsing is synchronous
  for (let m = TIME.exec(text); m; m = TIME.exec(text)) {
    const clock = toClock(m[1] ?? '', m[2], m[3]);
    if (clock) return { ...spanOf(m), ...clock };
  }
  return null;
}

/** A clock time directly after a date phrase ending at `from` (only whitespace between); a bare hour counts. */
export function timeAfterDate(text: string, from: number): TimeMatch | null {
  TIME_AFTER_DATE.lastIndex = from;
  const m = TIME_AFTER_DATE.exec(text);
  const clock = m && toClock(m[2] ?? '', m[3], m[4], true);
  if (!m || !clock) return null;
  return { start: from + (m[1] ?? '').length, end: from + m[0].length, ...clock };
}
