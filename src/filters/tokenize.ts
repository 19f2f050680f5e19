import { FILTER_ERROR, fail } from './errors.ts';

/**
 * Token kinds. `word` is any bare run of text (field, `like`/`in`/`not`, or a value: the parser
 * decides by position). `partial` appears only in lenient mode, for a half-typed `&`, `|`, `!`, `?`.
 */
export type FilterTokenKind =
  'lparen' | 'rparen' | 'and' | 'or' | 'comparator' | 'comma' | 'word' | 'string' | 'partial';

export interface FilterToken {
  kind: FilterTokenKind;
  /** Decoded text: quotes and escapes removed for strings. */
  text: string;
  start: number;
  end: number;
  /** Lenient mode only: a string whose closing quote is missing. */
  unterminated?: boolean;
}

const SYMBOLS: ReadonlyArray<[string, FilterTokenKind]> = [
  ['&&', 'and'],
  ['||', 'or'],
  ['!=', 'comparator'],
  ['>=', 'comparator'],
  ['<=', 'comparator'],
  ['?=', 'comparator'],
  ['=', 'comparator'],
  ['>', 'comparator'],
  ['<', 'comparator'],
  ['(', 'lparen'],
  [')', 'rparen'],
  [',', 'comma'],
];

// Characters that end a bare word; anything else (letters, digits, + - / : . % @ …) may appear in one.
const WORD_BREAK = /[\s()",'&|=!<>?]/;

/** Splits filter text into tokens; throws FilterSyntaxError unless `lenient` (used while typing). */
export function tokenize(input: string, options: { lenient?: boolean } = {}): FilterToken[] {
  const tokens: FilterToken[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i] as string;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const symbol = SYMBOLS.find(([text]) => input.startsWith(text, i));
    if (symbol) {
      const [text, kind] = symbol;
      tokens.push({ kind, text, start: i, end: i + text.length });
      i += text.length;
    } else if (c === '"' || c === "'") {
      const token = readString(input, i, options.lenient ?? false);
      tokens.push(token);
      i = token.end;
    } else if ('&|!?'.includes(c)) {
      if (!options.lenient) lonely(c, i);
      tokens.push({ kind: 'partial', text: c, start: i, end: i + 1 });
      i += 1;
    } else {
      let end = i + 1;
      while (end < input.length && !WORD_BREAK.test(input[end] as string)) end += 1;
      tokens.push({ kind: 'word', text: input.slice(i, end), start: i, end });
      i = end;
    }
  }
  return tokens;
}

function lonely(c: string, at: number): never {
  if (c === '&' || c === '|') fail(FILTER_ERROR.invalidConcatenator, at, `Use ${c}${c} to join conditions`);
  return fail(FILTER_ERROR.invalidComparator, at, `Unknown comparator "${c}"`);
}

// Backslash escapes the next character, so either quote can appear inside either kind of string.
function readString(input: string, start: number, lenient: boolean): FilterToken {
  const quote = input[start];
  let text = '';
  let i = start + 1;
  while (i < input.length) {
    const c = input[i] as string;
    if (c === quote) return { kind: 'string', text, start, end: i + 1 };
    if (c === '\\' && i + 1 < input.length) {
      text += input[i + 1];
      i += 2;
    } else {
      text += c;
      i += 1;
    }
  }
  if (!lenient) fail(FILTER_ERROR.invalidValue, start, 'Missing closing quote');
  return { kind: 'string', text, start, end: input.length, unterminated: true };
}
