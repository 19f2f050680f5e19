import {
  type FilterAst,
  type FilterCondition,
  type FilterExpr,
  FilterSyntaxError,
  parseFilter,
  printFilter,
} from '@/filters';

export type Joiner = 'and' | 'or';

/** The date fields the editor offers ranges for. */
export const RANGE_FIELDS = ['dueDate', 'startDate', 'endDate'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/**
 * A query as the editor's options see it:  `[done = false &&] unit (joiner unit)*`.
 *
 * The rule that makes "show done tasks" and "require all conditions" compose: `done = false` is
 * never one of the units. It always stays in front, joined with `&&`, and the joiner applies to the
 * units only, so "undone tasks matching any of A, B" is `done = false && (A || B)`.
 *
 * A unit is one condition, a date range (`dueDate >= X && dueDate < Y`, kept together so that
 * "any of" never splits a range into two conditions that together match nearly everything), or
 * any other sub-expression the options leave alone. With `&&` a range prints flat, with `||` in
 * brackets: `A || (dueDate >= X && dueDate < Y)`.
 */
export interface QueryParts {
  hideDone: boolean;
  /** How the units are joined; undefined while there are fewer than two (the text shows no joiner). */
  joiner: Joiner | undefined;
  units: FilterExpr[];
}

const DONE_FALSE: FilterCondition = {
  type: 'condition',
  field: 'done',
  comparator: '=',
  values: [{ type: 'bool', value: false }],
};

export const isCondition = (expr: FilterExpr): expr is FilterCondition => expr.type === 'condition';

const isDoneFalse = (expr: FilterExpr): boolean =>
  isCondition(expr) &&
  expr.field === 'done' &&
  expr.comparator === '=' &&
  expr.values.length === 1 &&
  expr.values[0]?.type === 'bool' &&
  !expr.values[0].value;

/** `field >= date` (the lower end of a range the options manage). */
export const isLowerBound = (expr: FilterExpr, field: string): expr is FilterCondition =>
  isCondition(expr) &&
  expr.field === field &&
  expr.comparator === '>=' &&
  expr.values.length === 1 &&
  expr.values[0]?.type === 'date';

/** `field < date` or `field <= date` (the upper end). */
export const isUpperBound = (expr: FilterExpr, field: string): expr is FilterCondition =>
  isCondition(expr) &&
  expr.field === field &&
  (expr.comparator === '<' || expr.comparator === '<=') &&
  expr.values.length === 1 &&
  expr.values[0]?.type === 'date';

export const isBound = (expr: FilterExpr, field: string): boolean =>
  isLowerBound(expr, field) || isUpperBound(expr, field);

/** `lower && upper` on one range field. */
export function isRangePair(expr: FilterExpr): boolean {
  if (expr.type !== 'and' || expr.operands.length !== 2) return false;
  const [a, b] = expr.operands as [FilterExpr, FilterExpr];
  return RANGE_FIELDS.some(
    (f) => (isLowerBound(a, f) && isUpperBound(b, f)) || (isUpperBound(a, f) && isLowerBound(b, f)),
  );
}

/** A junction of `type`, flattened the way the parser flattens (so print → parse gives the same tree). */
export function junction(type: Joiner, operands: FilterExpr[]): FilterExpr | undefined {
  const flat = operands.flatMap((o) => (o.type === type ? o.operands : [o]));
  if (flat.length <= 1) return flat[0];
  return { type, operands: flat };
}

// With `&&`, a field's one lower and one upper bound become one range unit where the first of them stood.
function groupRanges(items: FilterExpr[]): FilterExpr[] {
  let units = items;
  for (const field of RANGE_FIELDS) {
    const lowers = units.filter((u) => isLowerBound(u, field));
    const uppers = units.filter((u) => isUpperBound(u, field));
    if (lowers.length !== 1 || uppers.length !== 1) continue;
    const [lower, upper] = [lowers[0] as FilterExpr, uppers[0] as FilterExpr];
    const pair: FilterExpr = { type: 'and', operands: [lower, upper] };
    const first = units.findIndex((u) => u === lower || u === upper);
    units = units.flatMap((u, i) => (i === first ? [pair] : u === lower || u === upper ? [] : [u]));
  }
  return units;
}

/** Splits an AST into the editor's parts (see QueryParts). */
export function splitQuery(ast: FilterAst): QueryParts {
  const conjuncts = ast.type === 'empty' ? [] : ast.type === 'and' ? ast.operands : [ast];
  const hideDone = conjuncts.some(isDoneFalse);
  const rest = conjuncts.filter((c) => !isDoneFalse(c));
  if (rest.length === 1 && rest[0]?.type === 'or') return { hideDone, joiner: 'or', units: rest[0].operands };
  const units = groupRanges(rest);
  return { hideDone, joiner: units.length >= 2 ? 'and' : undefined, units };
}

/** The AST for parts; the inverse of splitQuery. */
export function joinQuery(parts: QueryParts): FilterAst {
  const body =
    parts.joiner === 'or' && parts.units.length >= 2 ? junction('or', parts.units) : junction('and', parts.units);
  const all = junction('and', [...(parts.hideDone ? [DONE_FALSE] : []), ...(body ? [body] : [])]);
  return all ?? { type: 'empty' };
}

/** The parts of filter text, or undefined when it does not parse. */
export function readQuery(text: string): QueryParts | undefined {
  try {
    return splitQuery(parseFilter(text));
  } catch (error) {
    if (error instanceof FilterSyntaxError) return undefined;
    throw error;
  }
}

/** Canonical filter text for parts. */
export const printQuery = (parts: QueryParts): string => printFilter(joinQuery(parts));

/** Parses, edits the parts, prints; text that does not parse is returned untouched. */
export function editQuery(text: string, edit: (parts: QueryParts) => QueryParts): string {
  const parts = readQuery(text);
  return parts ? printQuery(edit(parts)) : text;
}

/** Every condition in an expression, however deep. */
export function conditionsIn(exprs: readonly FilterExpr[]): FilterCondition[] {
  return exprs.flatMap((e) => (isCondition(e) ? [e] : conditionsIn(e.operands)));
}

/**
 * Puts `unit` in place of units[index] (undefined: drop it) or, with index -1, appends it. A query
 * that had fewer than two units takes `joiner` (the editor's remembered choice) once it has two.
 */
export function replaceUnit(
  parts: QueryParts,
  index: number,
  unit: FilterExpr | undefined,
  joiner: Joiner,
): QueryParts {
  const units =
    index < 0
      ? [...parts.units, ...(unit ? [unit] : [])]
      : parts.units.flatMap((u, i) => (i !== index ? [u] : unit ? [unit] : []));
  const next = parts.joiner ?? joiner;
  return { ...parts, units, joiner: units.length >= 2 ? next : undefined };
}
