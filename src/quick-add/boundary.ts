import type { Span } from './types';

/*
 * Natural-language phrases count only as whole words. Rather than \b (which treats
 * "v2.5", "15:30" or "e-mail" as several words) we whitelist what may sit either side:
 * whitespace, brackets, quotes and sentence punctuation. A "." or ":" after a phrase
 * counts only when it ends the sentence, so "17.02.2025" is never read as "17.02".
 * Apostrophes are not boundaries: "today's" and "o'sun" stay words.
 */
export const BEFORE = String.raw`(?<=^|[\s(\[{"“«,;])`;
export const AFTER = String.raw`(?=$|[\s)\]}"”»,;!?]|[.:](?:$|\s))`;

/** A case-insensitive, unicode-aware regex for a whole-word phrase. */
export function wordRegex(body: string, flags = 'iu'): RegExp {
  return new RegExp(`${BEFORE}(?:${body})${AFTER}`, flags);
}

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Regex body for a count written as digits or as one..ten. */
export const COUNT = String.raw`\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten`;

/** Parses a count matched by COUNT; words are looked up case-insensitively. */
export function parseCount(raw: string): number {
  return NUMBER_WORDS[raw.toLowerCase()] ?? Number.parseInt(raw, 10);
}

export function spanOf(match: RegExpExecArray): Span {
  return { start: match.index, end: match.index + match[0].length };
}
