import { FILTER_ERROR, fail } from './errors.ts';

/** A calendar reading in some timezone; month is 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return fail(FILTER_ERROR.invalidTimezone, 0, `Unknown timezone "${timezone}"`);
    }
    formatters.set(timezone, f);
  }
  return f;
}

/** Throws FilterSyntaxError 2003 unless the IANA zone is known to this runtime. */
export function assertTimezone(timezone: string): void {
  if (timezone !== 'UTC') formatter(timezone);
}

/** Milliseconds since the epoch for a wall clock read as UTC (Date.UTC misreads years 0–99). */
export function wallClockToUtcMs(w: WallClock): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, w.ms);
  return d.getTime();
}

function utcWallClock(ms: number): WallClock {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    ms: d.getUTCMilliseconds(),
  };
}

/** What a clock in `timezone` shows at `instant`. */
export function toWallClock(instant: Date, timezone: string): WallClock {
  const ms = instant.getTime();
  if (timezone === 'UTC') return utcWallClock(ms);
  const parts: Record<string, number> = {};
  for (const p of formatter(timezone).formatToParts(new Date(ms))) parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    ms: ((ms % 1000) + 1000) % 1000,
  };
}

const offsetAt = (ms: number, timezone: string): number =>
  wallClockToUtcMs({ ...toWallClock(new Date(ms), timezone), ms: 0 }) - (ms - (((ms % 1000) + 1000) % 1000));

/** The instant at which a clock in `timezone` shows `w` (in a DST gap, a nearby instant). */
export function fromWallClock(w: WallClock, timezone: string): Date {
  const asUtc = wallClockToUtcMs(w);
  if (timezone === 'UTC') return new Date(asUtc);
  // The offset depends on the answer, so guess with the offset at the wall time and correct once.
  const guess = asUtc - offsetAt(asUtc, timezone);
  const corrected = asUtc - offsetAt(guess, timezone);
  return new Date(corrected);
}
