// The filter query language, shared by the web app and the local API server (server/src/filter-sql.ts).
export type { FilterAst, FilterCondition, FilterEmpty, FilterExpr, FilterJunction, FilterValue } from './ast.ts';
export { type FilterCompletion, filterCompletions } from './completions.ts';
export { isDateValue, resolveDateMath } from './date-math.ts';
export { FILTER_ERROR, type FilterErrorCode, FilterSyntaxError } from './errors.ts';
export {
  FILTER_COMPARATORS,
  FILTER_FIELD_NAMES,
  type FilterComparator,
  type FilterFieldInfo,
  type FilterFieldKind,
  type FilterFieldName,
  LIST_COMPARATORS,
  describeFilterFields,
  lookupField,
} from './fields.ts';
export { type ParsedFilter, parseFilter, parseFilterWithPositions } from './parse.ts';
export { printFilter } from './print.ts';
export { type FilterToken, type FilterTokenKind, tokenize } from './tokenize.ts';
export { type FilterRef, type FilterRefField, collectFilterRefs, resolveFilterRefs } from './refs.ts';
