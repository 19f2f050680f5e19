import type { FilterCondition, FilterExpr } from '@/filters';
import {
  conditionsIn,
  isCondition,
  type Joiner,
  printQuery,
  type QueryParts,
  readQuery,
  replaceUnit,
} from './query-parts';

/** Fields with a "minimum" option in the editor: `priority >= N`, `percentDone >= N`. */
export type MinValueField = 'priority' | 'percentDone';

/** The minimums the editor offers: priorities 1 (low) to 5 (do now), progress 0 % to 100 % in tens. */
export const MIN_VALUE_CHOICES: Record<MinValueField, readonly number[]> = {
  priority: [1, 2, 3, 4, 5],
  percentDone: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
};

/** What ticking the box starts with: high priority, half done. */
export const MIN_VALUE_DEFAULT: Record<MinValueField, number> = { priority: 3, percentDone: 50 };

/**
 * - available with `value` N when the query has exactly one `field >= N`, as one of its units;
 *   `value` undefined when it has none;
 * - unavailable when the text does not parse, or has several `field >= N` or one inside brackets
 *   (the option could not tell which one it stands for).
 */
export type MinValueState =
  { available: true; value: number | undefined } | { available: false; reason: 'invalid' | 'ambiguous' };

const isMinimum = (expr: FilterExpr, field: MinValueField): expr is FilterCondition =>
  isCondition(expr) &&
  expr.field === field &&
  expr.comparator === '>=' &&
  expr.values.length === 1 &&
  expr.values[0]?.type === 'number';

function locate(parts: QueryParts, field: MinValueField): { index: number; value: number } | 'none' | 'ambiguous' {
  const all = conditionsIn(parts.units).filter((c) => isMinimum(c, field));
  if (all.length === 0) return 'none';
  const index = parts.units.findIndex((u) => isMinimum(u, field));
  const unit = parts.units[index];
  if (all.length > 1 || !unit || !isMinimum(unit, field)) return 'ambiguous';
  return { index, value: Number(unit.values[0]?.value) };
}

/** Reads the query's `field >= N`. */
export function readMinValue(text: string, field: MinValueField): MinValueState {
  const parts = readQuery(text);
  if (!parts) return { available: false, reason: 'invalid' };
  const found = locate(parts, field);
  if (found === 'ambiguous') return { available: false, reason: 'ambiguous' };
  return { available: true, value: found === 'none' ? undefined : found.value };
}

/**
 * Sets `field >= value` (edited in place when present, appended otherwise) or removes it (value
 * undefined). `joiner` joins it when the query had only one unit before. Unparsable or ambiguous
 * text is unchanged.
 */
export function setMinValue(
  text: string,
  field: MinValueField,
  value: number | undefined,
  joiner: Joiner = 'and',
): string {
  const parts = readQuery(text);
  if (!parts) return text;
  const found = locate(parts, field);
  if (found === 'ambiguous') return text;
  const unit: FilterCondition | undefined =
    value === undefined
      ? undefined
      : { type: 'condition', field, comparator: '>=', values: [{ type: 'number', value }] };
  return printQuery(replaceUnit(parts, found === 'none' ? -1 : found.index, unit, joiner));
}
