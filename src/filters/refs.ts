import type { FilterAst, FilterExpr, FilterValue } from './ast.ts';
import type { FilterFieldName } from './fields.ts';

/** The fields whose values may name things (label titles, usernames, project titles) instead of ids. */
export type FilterRefField = Extract<FilterFieldName, 'labels' | 'assignees' | 'project'>;

export interface FilterRef {
  field: FilterRefField;
  name: string;
}

const isRefField = (field: FilterFieldName): field is FilterRefField =>
  field === 'labels' || field === 'assignees' || field === 'project';

function conditions(expr: FilterAst): Extract<FilterExpr, { type: 'condition' }>[] {
  if (expr.type === 'condition') return [expr];
  return expr.type === 'empty' ? [] : expr.operands.flatMap(conditions);
}

/** Every name (not id) used with labels/assignees/project, so the app can look them up once. */
export function collectFilterRefs(ast: FilterAst): FilterRef[] {
  const seen = new Map<string, FilterRef>();
  for (const c of conditions(ast)) {
    if (!isRefField(c.field) || c.comparator === 'like') continue;
    for (const v of c.values)
      if (v.type === 'text') seen.set(`${c.field}\u0000${v.value}`, { field: c.field, name: v.value });
  }
  return [...seen.values()];
}

/**
 * Swaps names for ids where `resolve` knows them, e.g. label titles before sending to a Vikunja server.
 * Names it does not resolve stay text (the server matches usernames itself). `like` patterns are kept.
 */
export function resolveFilterRefs(ast: FilterAst, resolve: (ref: FilterRef) => number | undefined): FilterAst {
  const visit = (expr: FilterExpr): FilterExpr => {
    if (expr.type !== 'condition') return { ...expr, operands: expr.operands.map(visit) };
    const field = expr.field;
    if (!isRefField(field) || expr.comparator === 'like') return expr;
    const values = expr.values.map((v): FilterValue => {
      const id = v.type === 'text' ? resolve({ field, name: v.value }) : undefined;
      return id === undefined ? v : { type: 'number', value: id };
    });
    return { ...expr, values };
  };
  return ast.type === 'empty' ? ast : visit(ast);
}
