import type { FilterAst, FilterCondition, FilterExpr, FilterValue } from './ast.ts';
import { FILTER_ERROR, fail } from './errors.ts';
import { type FilterComparator, LIST_COMPARATORS, lookupField } from './fields.ts';
import { type FilterToken, tokenize } from './tokenize.ts';
import { readValue } from './values.ts';

/** The AST plus where each value started in the text, for errors found later (e.g. dates out of range). */
export interface ParsedFilter {
  ast: FilterAst;
  positions: WeakMap<FilterValue, number>;
}

// Past these a filter is surely not hand-written, and deeper trees would overflow the stack here or
// SQLite's expression-depth limit (1000) on the server.
export const MAX_NESTING = 32;
export const MAX_CONDITIONS = 200;
export const MAX_VALUES = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses filter text into an AST; blank text is `{ type: 'empty' }`. Throws FilterSyntaxError. */
export function parseFilter(input: string): FilterAst {
  return parseFilterWithPositions(input).ast;
}

/** parseFilter, also reporting each value's offset in the input. */
export function parseFilterWithPositions(input: string): ParsedFilter {
  const parser = new Parser(input, tokenize(input));
  return { ast: parser.parse(), positions: parser.positions };
}

class Parser {
  readonly positions = new WeakMap<FilterValue, number>();
  private i = 0;
  private depth = 0;
  private conditions = 0;
  private values = 0;

  constructor(
    private readonly input: string,
    private readonly tokens: FilterToken[],
  ) {}

  parse(): FilterAst {
    if (this.tokens.length === 0) return { type: 'empty' };
    const expr = this.parseJunction('or');
    const extra = this.peek();
    if (extra?.kind === 'rparen') fail(FILTER_ERROR.invalidConcatenator, extra.start, 'Unbalanced ")"');
    if (extra) this.expectedJoiner(extra);
    return expr;
  }

  private peek(offset = 0): FilterToken | undefined {
    return this.tokens[this.i + offset];
  }

  private next(): FilterToken | undefined {
    const token = this.tokens[this.i];
    this.i += 1;
    return token;
  }

  // && binds tighter than ||, so an `or` junction is made of `and` junctions made of atoms.
  private parseJunction(type: 'and' | 'or'): FilterExpr {
    const operands: FilterExpr[] = [type === 'or' ? this.parseJunction('and') : this.parseAtom()];
    while (this.peek()?.kind === type) {
      this.i += 1;
      operands.push(type === 'or' ? this.parseJunction('and') : this.parseAtom());
    }
    return operands.length === 1 ? (operands[0] as FilterExpr) : { type, operands };
  }

  private parseAtom(): FilterExpr {
    const token = this.peek();
    const previous = this.tokens[this.i - 1];
    if (!token) {
      if (previous?.kind === 'and' || previous?.kind === 'or')
        fail(FILTER_ERROR.invalidConcatenator, previous.start, `"${previous.text}" needs a condition after it`);
      return fail(FILTER_ERROR.invalidField, this.input.length, 'Expected a field');
    }
    if (token.kind === 'and' || token.kind === 'or')
      fail(FILTER_ERROR.invalidConcatenator, token.start, `"${token.text}" needs a condition before it`);
    if (token.kind === 'lparen') {
      this.i += 1;
      this.depth += 1;
      if (this.depth > MAX_NESTING) fail(FILTER_ERROR.invalidConcatenator, token.start, 'Too many nested parentheses');
      const inner = this.parseJunction('or');
      this.depth -= 1;
      const close = this.next();
      if (!close) fail(FILTER_ERROR.invalidConcatenator, token.start, 'Missing ")"');
      if (close.kind !== 'rparen') this.expectedJoiner(close);
      return inner;
    }
    if (token.kind !== 'word') fail(FILTER_ERROR.invalidField, token.start, 'Expected a field');
    return this.parseCondition(token);
  }

  private expectedJoiner(token: FilterToken): never {
    return fail(FILTER_ERROR.invalidConcatenator, token.start, `Expected && or || before "${token.text}"`);
  }

  private parseCondition(fieldToken: FilterToken): FilterCondition {
    this.i += 1;
    this.conditions += 1;
    if (this.conditions > MAX_CONDITIONS)
      fail(FILTER_ERROR.invalidConcatenator, fieldToken.start, 'Too many conditions');
    const field = lookupField(fieldToken.text);
    if (!field) fail(FILTER_ERROR.invalidField, fieldToken.start, `Unknown field "${fieldToken.text}"`);
    const comparator = this.parseComparator();
    if (!field.comparators.includes(comparator.text))
      fail(FILTER_ERROR.invalidComparator, comparator.start, `${field.name} cannot use "${comparator.text}"`);
    const isList = LIST_COMPARATORS.includes(comparator.text);
    const parenthesised = isList && this.peek()?.kind === 'lparen' ? this.next() : undefined;
    const values: FilterValue[] = [];
    const isDate = field.kind === 'date' || field.kind === 'dates';
    for (;;) {
      const token = this.valueToken(isDate);
      this.values += 1;
      if (this.values > MAX_VALUES) fail(FILTER_ERROR.invalidValue, token.start, 'Too many values');
      const value = readValue(field, comparator.text, token);
      this.positions.set(value, token.start);
      values.push(value);
      const comma = this.peek();
      if (comma?.kind !== 'comma') break;
      if (!isList) fail(FILTER_ERROR.invalidValue, comma.start, 'Only in, not in and ?= take a list of values');
      this.i += 1;
    }
    if (parenthesised && this.next()?.kind !== 'rparen')
      fail(FILTER_ERROR.invalidConcatenator, parenthesised.start, 'Missing ")" after the list');
    return { type: 'condition', field: field.name, comparator: comparator.text, values };
  }

  private parseComparator(): { text: FilterComparator; start: number } {
    const token = this.next();
    if (!token) return fail(FILTER_ERROR.invalidComparator, this.input.length, 'Missing comparator');
    if (token.kind === 'comparator') return { text: token.text as FilterComparator, start: token.start };
    const word = token.kind === 'word' ? token.text.toLowerCase() : '';
    if (word === 'like' || word === 'in') return { text: word, start: token.start };
    if (word === 'not' && this.peek()?.kind === 'word' && this.peek()?.text.toLowerCase() === 'in') {
      this.i += 1;
      return { text: 'not in', start: token.start };
    }
    return fail(FILTER_ERROR.invalidComparator, token.start, `Unknown comparator "${token.text}"`);
  }

  private valueToken(isDate: boolean): FilterToken {
    const token = this.next();
    if (!token) return fail(FILTER_ERROR.invalidValue, this.input.length, 'Missing value');
    if (token.kind === 'comparator') fail(FILTER_ERROR.invalidComparator, token.start, `Unexpected "${token.text}"`);
    if (token.kind !== 'word' && token.kind !== 'string') fail(FILTER_ERROR.invalidValue, token.start, 'Missing value');
    const time = this.peek();
    // `2024-01-31 10:00` reads as one date although the space splits it into two words.
    if (isDate && token.kind === 'word' && DAY.test(token.text) && time?.kind === 'word' && TIME.test(time.text)) {
      this.i += 1;
      return { ...token, text: `${token.text} ${time.text}`, end: time.end };
    }
    return token;
  }
}
