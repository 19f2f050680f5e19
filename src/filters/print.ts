import type { FilterAst, FilterExpr, FilterValue } from './ast.ts';

// A bare word must survive tokenizing unchanged and not read as a number (an id instead of a name).
const SAFE_BARE = /^[^\s()",'&|=!<>?\\]+$/;
const NUMBER_LIKE = /^-?\d/;
const RESERVED = new Set(['like', 'in', 'not']);

function printText(text: string): string {
  if (SAFE_BARE.test(text) && !NUMBER_LIKE.test(text) && !RESERVED.has(text.toLowerCase())) return text;
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

function printValue(value: FilterValue): string {
  switch (value.type) {
    case 'bool':
      return String(value.value);
    case 'number':
      return String(value.value);
    case 'date':
      return SAFE_BARE.test(value.value) ? value.value : `"${value.value}"`;
    case 'text':
      return printText(value.value);
  }
}

function printExpr(expr: FilterExpr, nested: boolean): string {
  if (expr.type === 'condition') {
    return `${expr.field} ${expr.comparator} ${expr.values.map(printValue).join(', ')}`;
  }
  // Nested junctions always get parentheses, so the printed text parses back to the same tree.
  const text = expr.operands.map((operand) => printExpr(operand, true)).join(expr.type === 'and' ? ' && ' : ' || ');
  return nested ? `(${text})` : text;
}

/** Canonical filter text for an AST: camelCase fields, lowercase comparators, minimal quoting. */
export function printFilter(ast: FilterAst): string {
  return ast.type === 'empty' ? '' : printExpr(ast, false);
}
