import type { FilterComparator, FilterFieldName } from './fields.ts';

/**
 * One value as written. Which type a word becomes depends on the field, so the same AST serves the
 * web app (which may still hold names) and the server (which resolves names itself):
 * - bool: done
 * - number: priority, percentDone (0–100, as typed), and ids of labels/assignees/project (bare integers)
 * - date: ISO date/time or date math (`now-1w/d`), kept as text and resolved against a clock later
 * - text: label titles, usernames, project titles (quoted or non-numeric words) and `like` patterns
 */
export type FilterValue =
  | { type: 'bool'; value: boolean }
  | { type: 'number'; value: number }
  | { type: 'date'; value: string }
  | { type: 'text'; value: string };

/** `field comparator value[, value…]`; values has one entry unless the comparator takes a list. */
export interface FilterCondition {
  type: 'condition';
  field: FilterFieldName;
  comparator: FilterComparator;
  values: FilterValue[];
}

/** `&&` / `||` with two or more operands; the parser flattens chains so the shape is canonical. */
export interface FilterJunction {
  type: 'and' | 'or';
  operands: FilterExpr[];
}

export type FilterExpr = FilterCondition | FilterJunction;

/** Blank filter text: matches every task. */
export interface FilterEmpty {
  type: 'empty';
}

export type FilterAst = FilterExpr | FilterEmpty;
