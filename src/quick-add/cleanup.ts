import type { Span } from './types';

/** Collapses runs of whitespace (including newlines) to one space and trims the ends. */
export function cleanupTitle(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const CLAUSE_PUNCTUATION = /^[,;:]/;

/**
 * The text with the given ranges cut out; ranges must be sorted and disjoint.
 * Every part starts after whitespace or punctuation, so no filler is needed to keep
 * words apart. Punctuation left behind is tidied: "Lunch today, then" gives
 * "Lunch, then" (not "Lunch , then") and "Tomorrow, call" gives "call".
 */
export function removeSpans(text: string, spans: readonly Span[]): string {
  let out = '';
  let from = 0;
  for (const span of spans) {
    out += text.slice(from, span.start);
    from = span.end;
    const next = text[from] ?? '';
    if (/[,;:.!?]/.test(next)) out = out.trimEnd();
    if (out === '' && CLAUSE_PUNCTUATION.test(next)) from++;
  }
  return out + text.slice(from);
}

/*
 * Masking replaces claimed ranges with NUL characters of the same length, so later
 * matchers keep the original indexes but can neither see claimed parts nor match
 * across them (a space would let "each !3 hours" read as "each hours").
 */
const MASK = '\u0000';

/** The text with the ranges (sorted, disjoint) blanked out by MASK. */
export function maskSpans(text: string, spans: readonly Span[]): string {
  let out = '';
  let from = 0;
  for (const span of spans) {
    out += text.slice(from, span.start) + MASK.repeat(span.end - span.start);
    from = span.end;
  }
  return out + text.slice(from);
}

const QUOTED = /"[^"]*"|“[^”]*”/g;

/**
 * Blanks double-quoted stretches ("...", “...”) so date and repeat phrases inside
 * them stay literal: `Read "next week" tomorrow` keeps its quoted words. Single
 * quotes are not used for this because they double as apostrophes.
 */
export function maskQuoted(text: string): string {
  return text.replace(QUOTED, (quoted) => MASK.repeat(quoted.length));
}

const QUOTE_PAIRS: Record<string, string> = { '"': '"', "'": "'", '“': '”', '‘': '’' };

/**
 * The inner text when the whole (trimmed) input is wrapped in one pair of quotes, else
 * null. `"a" and "b"` is two quoted words, not one quoted title, so the inner text may
 * not hold the quote at a word edge; an apostrophe inside a word ('don't') is fine.
 */
export function unwrapQuoted(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < 2) return null;
  const open = trimmed[0] ?? '';
  const close = QUOTE_PAIRS[open];
  if (close === undefined || trimmed[trimmed.length - 1] !== close) return null;
  const inner = trimmed.slice(1, -1);
  const edge = new RegExp(`(?:^|\\s)[${open}${close}]|[${open}${close}](?:\\s|$)`);
  return edge.test(inner) ? null : inner;
}
