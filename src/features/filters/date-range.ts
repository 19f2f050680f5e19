import type { FilterCondition, FilterExpr } from '@/filters';
import { parseIsoDate } from '@/filters/iso-date';
import {
  conditionsIn,
  isBound,
  isLowerBound,
  isRangePair,
  isUpperBound,
  type Joiner,
  type QueryParts,
  type RangeField,
  printQuery,
  readQuery,
  replaceUnit,
} from './query-parts';

/**
 * Quick ranges as date math the shared parser and Vikunja both read (`now`, `+N<unit>`, `/<unit>`),
 * each `field >= start && field < end`; rounding is in the request's filter_timezone.
 * "Next 7 days" is today and the six days after it.
 */
export const DATE_PRESETS = {
  today: ['now/d', 'now+1d/d'],
  thisWeek: ['now/w', 'now+1w/w'],
  next7Days: ['now/d', 'now+7d/d'],
  thisMonth: ['now/M', 'now+1M/M'],
} as const satisfies Record<string, readonly [string, string]>;
export type DatePreset = keyof typeof DATE_PRESETS;

/**
 * A field's range as the editor shows it: `from` and `to` are inclusive days (YYYY-MM-DD), a preset
 * when the bounds are one, and `custom` the printed bounds the inputs cannot show (e.g. `now-7d`).
 * Unavailable when the text does not parse or bounds the field in more than one place.
 */
export type DateRangeState =
  | {
      available: true;
      from: string | undefined;
      to: string | undefined;
      preset: DatePreset | undefined;
      custom: string | undefined;
    }
  | { available: false; reason: 'invalid' | 'ambiguous' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string): boolean => DAY.test(text) && parseIsoDate(text) !== undefined;

/** The day `by` days after `day` (YYYY-MM-DD), or undefined past year 9999. */
export function shiftDay(day: string, by: number): string | undefined {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d + by);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return undefined;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

interface Bounds {
  index: number;
  lower: FilterCondition | undefined;
  upper: FilterCondition | undefined;
}

const dateOf = (c: FilterCondition | undefined): string | undefined => (c ? String(c.values[0]?.value) : undefined);

function locate(parts: QueryParts, field: RangeField): Bounds | 'ambiguous' {
  const managed = parts.units.flatMap((u, index) =>
    isBound(u, field) || (isRangePair(u) && conditionsIn([u]).some((c) => isBound(c, field))) ? [index] : [],
  );
  const everywhere = conditionsIn(parts.units).filter((c) => isBound(c, field));
  if (managed.length > 1) return 'ambiguous';
  const index = managed[0] ?? -1;
  const own = index < 0 ? [] : conditionsIn([parts.units[index] as FilterExpr]);
  if (own.length !== everywhere.length) return 'ambiguous';
  return { index, lower: own.find((c) => isLowerBound(c, field)), upper: own.find((c) => isUpperBound(c, field)) };
}

/** Reads the range the query puts on `field` (`field >= X`, `field < Y` / `field <= Y`). */
export function readDateRange(text: string, field: RangeField): DateRangeState {
  const parts = readQuery(text);
  if (!parts) return { available: false, reason: 'invalid' };
  const found = locate(parts, field);
  if (found === 'ambiguous') return { available: false, reason: 'ambiguous' };
  const [low, high] = [dateOf(found.lower), dateOf(found.upper)];
  const preset = (Object.keys(DATE_PRESETS) as DatePreset[]).find(
    (p) => found.upper?.comparator === '<' && DATE_PRESETS[p][0] === low && DATE_PRESETS[p][1] === high,
  );
  const from = low !== undefined && isDay(low) ? low : undefined;
  // A day as the upper end means "before that day" with <, "up to its start" with <=; the input shows the last day.
  const to =
    high !== undefined && isDay(high) ? (found.upper?.comparator === '<' ? shiftDay(high, -1) : high) : undefined;
  const shown =
    preset !== undefined || ((low === undefined || from !== undefined) && (high === undefined || to !== undefined));
  const custom = shown
    ? undefined
    : printQuery({ hideDone: false, joiner: undefined, units: [parts.units[found.index] as FilterExpr] });
  return { available: true, from: preset ? undefined : from, to: preset ? undefined : to, preset, custom };
}

const bound = (field: RangeField, comparator: '>=' | '<', value: string): FilterCondition => ({
  type: 'condition',
  field,
  comparator,
  values: [{ type: 'date', value }],
});

function withBounds(
  text: string,
  field: RangeField,
  joiner: Joiner,
  change: (found: Bounds) => [FilterCondition | undefined, FilterCondition | undefined],
): string {
  const parts = readQuery(text);
  if (!parts) return text;
  const found = locate(parts, field);
  if (found === 'ambiguous') return text;
  const [lower, upper] = change(found);
  const unit: FilterExpr | undefined = lower && upper ? { type: 'and', operands: [lower, upper] } : (lower ?? upper);
  return printQuery(replaceUnit(parts, found.index, unit, joiner));
}

/**
 * Sets one end of the range to an inclusive day (`from`: `field >= day`; `to`: `field < day+1`, so
 * tasks due during that day count), or removes it (undefined); the other end stays as it is.
 * Unparsable or ambiguous text, or a day that is not YYYY-MM-DD, is unchanged.
 */
export function setDateBound(
  text: string,
  field: RangeField,
  side: 'from' | 'to',
  day: string | undefined,
  joiner: Joiner = 'and',
): string {
  if (day !== undefined && !isDay(day)) return text;
  const next = day !== undefined && side === 'to' ? shiftDay(day, 1) : day;
  if (day !== undefined && next === undefined) return text;
  return withBounds(text, field, joiner, ({ lower, upper }) =>
    side === 'from'
      ? [next === undefined ? undefined : bound(field, '>=', next), upper]
      : [lower, next === undefined ? undefined : bound(field, '<', next)],
  );
}

/** Replaces the field's range with a quick range, or removes it (undefined). */
export function setDatePreset(
  text: string,
  field: RangeField,
  preset: DatePreset | undefined,
  joiner: Joiner = 'and',
): string {
  return withBounds(text, field, joiner, () =>
    preset === undefined
      ? [undefined, undefined]
      : [bound(field, '>=', DATE_PRESETS[preset][0]), bound(field, '<', DATE_PRESETS[preset][1])],
  );
}
