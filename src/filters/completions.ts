import {
  type FilterComparator,
  type FilterFieldName,
  LIST_COMPARATORS,
  describeFilterFields,
  lookupField,
} from './fields.ts';
import { type FilterToken, tokenize } from './tokenize.ts';

export interface FilterCompletion {
  kind: 'field' | 'operator' | 'value' | 'joiner';
  /** What is typed so far of the item being completed (a string's contents, without its quote). */
  prefix: string;
  /** Replace input.slice(from, to) with the chosen option. */
  from: number;
  to: number;
  options: string[];
  /** For 'value' (and 'joiner', for lists): the field in play, so the app can fetch labels, users, projects. */
  field?: FilterFieldName;
}

const DATE_SUGGESTIONS = ['now', 'now/d', 'now+1d/d', 'now+7d', 'now-7d', 'now/w', 'now+1M'];
const WORD_TAIL = /^[^\s()",'&|=!<>?]*/;
const TYPED_KINDS = new Set<FilterToken['kind']>(['word', 'string', 'comparator', 'partial', 'and', 'or']);

interface State {
  expect: 'field' | 'operator' | 'not' | 'value' | 'joiner';
  field?: FilterFieldName;
  comparator?: FilterComparator;
  depth: number;
  /** Inside `in (a, b` the next `)` closes the list, not a group. */
  inListParen: boolean;
  notStart: number;
}

/** What the caret in (possibly half-typed) filter text could be completed with. Never throws. */
export function filterCompletions(input: string, cursor: number): FilterCompletion {
  const at = Math.max(0, Math.min(cursor, input.length));
  const tokens = tokenize(input.slice(0, at), { lenient: true });
  const last = tokens[tokens.length - 1];
  // A token touching the caret is still being typed: complete it rather than the slot after it.
  const typing = last && last.end === at && TYPED_KINDS.has(last.kind) ? last : undefined;
  const state = walk(typing ? tokens.slice(0, -1) : tokens);
  let from = typing?.start ?? at;
  let prefix = typing?.text ?? '';
  if (state.expect === 'not') {
    from = state.notStart;
    prefix = input.slice(from, at).replace(/\s+/g, ' ');
  }
  const to = typing?.kind === 'string' ? at : at + (WORD_TAIL.exec(input.slice(at))?.[0].length ?? 0);
  const match = (options: readonly string[]): string[] =>
    options.filter((o) => o.toLowerCase().startsWith(prefix.toLowerCase()));
  const base = { prefix, from, to };
  switch (state.expect) {
    case 'field':
      return { kind: 'field', ...base, options: fieldOptions(prefix) };
    case 'operator':
    case 'not':
      return { kind: 'operator', ...base, field: state.field, options: match(comparatorsOf(state.field)) };
    case 'value':
      return { kind: 'value', ...base, field: state.field, options: match(valueOptions(state.field)) };
    case 'joiner': {
      const list = state.comparator && LIST_COMPARATORS.includes(state.comparator) ? [','] : [];
      const close = state.depth > 0 || state.inListParen ? [')'] : [];
      return { kind: 'joiner', ...base, field: state.field, options: match(['&&', '||', ...list, ...close]) };
    }
  }
}

const comparatorsOf = (field: FilterFieldName | undefined): readonly string[] =>
  field ? (lookupField(field)?.comparators ?? []) : [];

function fieldOptions(prefix: string): string[] {
  const p = prefix.toLowerCase();
  return describeFilterFields
    .filter((f) => f.name.toLowerCase().startsWith(p) || f.alias.startsWith(p))
    .map((f) => f.name);
}

function valueOptions(field: FilterFieldName | undefined): string[] {
  const kind = field ? lookupField(field)?.kind : undefined;
  if (kind === 'boolean') return ['true', 'false'];
  if (kind === 'date' || kind === 'dates') return DATE_SUGGESTIONS;
  return [];
}

// A forgiving replay of the grammar over complete tokens: it never throws, it only tracks the next slot.
function walk(tokens: FilterToken[]): State {
  const s: State = { expect: 'field', depth: 0, inListParen: false, notStart: 0 };
  for (const token of tokens) {
    const word = token.kind === 'word' ? token.text.toLowerCase() : '';
    if (s.expect === 'field') {
      if (token.kind === 'lparen') s.depth += 1;
      if (token.kind === 'word') {
        s.expect = 'operator';
        s.field = lookupField(token.text)?.name;
      }
    } else if (s.expect === 'operator') {
      if (token.kind === 'comparator' || word === 'like' || word === 'in') {
        s.expect = 'value';
        s.comparator = (word || token.text) as FilterComparator;
      } else if (word === 'not') {
        s.expect = 'not';
        s.notStart = token.start;
      }
    } else if (s.expect === 'not') {
      s.expect = word === 'in' ? 'value' : 'operator';
      s.comparator = word === 'in' ? 'not in' : undefined;
    } else if (s.expect === 'value') {
      if (token.kind === 'lparen') s.inListParen = true;
      if (token.kind === 'word' || token.kind === 'string') s.expect = 'joiner';
    } else if (token.kind === 'comma') {
      s.expect = 'value';
    } else if (token.kind === 'and' || token.kind === 'or') {
      Object.assign(s, { expect: 'field', field: undefined, comparator: undefined, inListParen: false });
    } else if (token.kind === 'rparen' && s.inListParen) {
      s.inListParen = false;
      s.comparator = undefined; // the list is closed: no more commas
    } else if (token.kind === 'rparen') {
      s.depth = Math.max(0, s.depth - 1);
    }
  }
  return s;
}
