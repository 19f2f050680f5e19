import { isCondition, isRangePair, type Joiner, printQuery, type QueryParts, readQuery } from './query-parts';

/**
 * What the "require all conditions" box can show:
 * - available, with `requireAll` true for `&&`, false for `||`, undefined for fewer than two units
 *   (the text has no joiner; the editor shows its remembered choice);
 * - unavailable: the text does not parse, or it mixes `&&` and `||` beyond one range per unit.
 */
export type RequireAllState =
  { available: true; requireAll: boolean | undefined } | { available: false; reason: 'invalid' | 'mixed' };

// Flat: each unit is one condition or one date range; anything else is a bracketed mix the box cannot rewrite.
const isFlat = (parts: QueryParts): boolean => parts.units.every((u) => isCondition(u) || isRangePair(u));

/** Reads the joiner of the query's units (`done = false` in front does not count). */
export function readRequireAll(text: string): RequireAllState {
  const parts = readQuery(text);
  if (!parts) return { available: false, reason: 'invalid' };
  if (!isFlat(parts)) return { available: false, reason: 'mixed' };
  return { available: true, requireAll: parts.joiner === undefined ? undefined : parts.joiner === 'and' };
}

/**
 * Rewrites the joiner between the units: `A && B` ↔ `A || B`, `done = false && A && B` ↔
 * `done = false && (A || B)`. Ranges stay whole: `A && dueDate >= X && dueDate < Y` ↔
 * `A || (dueDate >= X && dueDate < Y)`. Unparsable or mixed text, or fewer than two units, is unchanged.
 */
export function setRequireAll(text: string, requireAll: boolean): string {
  const parts = readQuery(text);
  if (!parts || !isFlat(parts) || parts.joiner === undefined) return text;
  const joiner: Joiner = requireAll ? 'and' : 'or';
  return printQuery({ ...parts, joiner });
}
