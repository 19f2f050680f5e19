import { FILTER_ERROR, fail } from './errors.ts';
import { parseIsoDate } from './iso-date.ts';
import { type WallClock, assertTimezone, fromWallClock, toWallClock, wallClockToUtcMs } from './zoned.ts';

type Unit = 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'y';
type Op = { kind: 'add'; amount: number; unit: Unit } | { kind: 'round'; unit: Unit };

// Elastic-style: `now` then any of `+N<unit>`, `-N<unit>`, `/<unit>`. Units are case-sensitive (m vs M);
// `H` is accepted for hours as Elastic does. Amounts are capped at 6 digits so arithmetic stays exact.
const OP = /^(?:([+-])(\d{1,6})([smhHdwMy])|\/([smhHdwMy]))/;

function parseOps(text: string): Op[] | undefined {
  if (text.slice(0, 3).toLowerCase() !== 'now') return undefined;
  const ops: Op[] = [];
  for (let rest = text.slice(3); rest !== '';) {
    const m = OP.exec(rest);
    if (!m) return undefined;
    rest = rest.slice(m[0].length);
    const unit = (m[3] ?? m[4] ?? 's').replace('H', 'h') as Unit;
    ops.push(m[4] ? { kind: 'round', unit } : { kind: 'add', amount: Number(m[2]) * (m[1] === '-' ? -1 : 1), unit });
  }
  return ops;
}

/** True when the text is a date the language accepts: ISO date/time or date math. */
export function isDateValue(text: string): boolean {
  return parseOps(text) !== undefined || parseIsoDate(text) !== undefined;
}

const MS: Partial<Record<Unit, number>> = { s: 1000, m: 60_000, h: 3_600_000 };

function add(instant: Date, amount: number, unit: Unit, timezone: string): Date {
  const ms = MS[unit];
  // Seconds to hours are fixed lengths; days and longer follow the calendar in the filter's timezone.
  if (ms !== undefined) return new Date(instant.getTime() + amount * ms);
  const w = toWallClock(instant, timezone);
  if (unit === 'd' || unit === 'w')
    return fromWallClock({ ...w, day: w.day + amount * (unit === 'w' ? 7 : 1) }, timezone);
  const months = w.year * 12 + (w.month - 1) + amount * (unit === 'y' ? 12 : 1);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  const lastDay = new Date(wallClockToUtcMs({ ...w, year, month: month + 1, day: 0 })).getUTCDate();
  return fromWallClock({ ...w, year, month, day: Math.min(w.day, lastDay) }, timezone);
}

function round(instant: Date, unit: Unit, timezone: string): Date {
  const w = toWallClock(instant, timezone);
  const order: Unit[] = ['y', 'M', 'd', 'h', 'm', 's'];
  const keep = order.indexOf(unit === 'w' ? 'd' : unit);
  const r: WallClock = {
    year: w.year,
    month: keep >= 1 ? w.month : 1,
    day: keep >= 2 ? w.day : 1,
    hour: keep >= 3 ? w.hour : 0,
    minute: keep >= 4 ? w.minute : 0,
    second: keep >= 5 ? w.second : 0,
    ms: 0,
  };
  if (unit === 'w') {
    // ISO weeks start on Monday.
    const weekday = new Date(wallClockToUtcMs(r)).getUTCDay();
    r.day -= (weekday + 6) % 7;
  }
  return fromWallClock(r, timezone);
}

const inRange = (d: Date): boolean => {
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && year >= 1 && year <= 9999;
};

/**
 * Resolves `now`, `now+7d`, `now-1w/d`, or an ISO date/time, against `now` in `timezone` (default UTC).
 * Throws FilterSyntaxError 4019 for other text or a result outside years 1–9999, 2003 for a bad zone.
 */
export function resolveDateMath(expr: string, now: Date, timezone = 'UTC'): Date {
  assertTimezone(timezone);
  const text = expr.trim();
  const ops = parseOps(text);
  let result: Date;
  if (ops) {
    result = now;
    for (const op of ops) {
      result = op.kind === 'add' ? add(result, op.amount, op.unit, timezone) : round(result, op.unit, timezone);
      if (!inRange(result)) fail(FILTER_ERROR.invalidValue, 0, `Date "${text}" is out of range`);
    }
  } else {
    const iso = parseIsoDate(text);
    if (!iso) return fail(FILTER_ERROR.invalidValue, 0, `"${text}" is not a date`);
    result =
      iso.offsetMinutes === undefined
        ? fromWallClock(iso.wall, timezone)
        : new Date(wallClockToUtcMs(iso.wall) - iso.offsetMinutes * 60_000);
  }
  if (!inRange(result)) fail(FILTER_ERROR.invalidValue, 0, `Date "${text}" is out of range`);
  return result;
}
