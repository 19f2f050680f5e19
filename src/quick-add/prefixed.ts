import { prefixKinds, type PrefixKind, type Prefixes } from './prefixes';
import type { ParsedPart } from './types';

/*
 * Rules for prefixed values (labels, project, priority, assignees):
 * - the prefix must start a word (start of text or after whitespace), so "a+b" or
 *   "mail@example.com" stay text, and it must be followed directly by the value;
 * - a value runs to the next whitespace, or is quoted ("..." / '...') to hold spaces;
 *   sentence punctuation ending an unquoted value is not part of it ("*work, then"),
 *   and a value of punctuation alone ("*!!") is not a value;
 *   a quote that is never closed makes the token plain text rather than guessing;
 * - priority takes a single digit 0-5 only ("!6", "!10", "!3x" stay text);
 * - only the first project token is one: "+a +b +c" moves the task to a and keeps
 *   "+b +c" in the title, as Vikunja does;
 * - an "@" token that is a clock time ("@3pm", "@15:30") is left for the time parser
 *   in both modes, because "@" doubles as the time marker ("@ 9am"). A label or
 *   assignee literally called "3pm" can still be written quoted: @"3pm".
 */
const TIME_TOKEN = /^\d{1,2}(?::\d{2})?\s*(?:am|pm)$|^\d{1,2}:\d{2}$/i;
const PRIORITY = /^[0-5]$/;
const TRAILING = /[,;:.!?]/;
const ONLY_PUNCTUATION = /^[,;:.!?]+$/;
const QUOTES = new Set(['"', "'"]);

interface Token {
  value: string;
  end: number;
  quoted: boolean;
}

function readToken(text: string, from: number): Token | null {
  const first = text[from];
  if (first === undefined || /\s/.test(first)) return null;
  if (QUOTES.has(first)) {
    const close = text.indexOf(first, from + 1);
    if (close < 0) return null;
    const value = text.slice(from + 1, close).trim();
    return value ? { value, end: close + 1, quoted: true } : null;
  }
  let end = from;
  while (end < text.length && !/\s/.test(text[end] ?? '')) end++;
  while (end > from + 1 && TRAILING.test(text[end - 1] ?? '')) end--;
  const value = text.slice(from, end);
  return ONLY_PUNCTUATION.test(value) ? null : { value, end, quoted: false };
}

function accepts(kind: PrefixKind, prefix: string, token: Token): boolean {
  if (kind === 'priority') return !token.quoted && PRIORITY.test(token.value);
  return token.quoted || prefix !== '@' || !TIME_TOKEN.test(token.value);
}

/** Finds every prefixed value in the text, in order of appearance. */
export function findPrefixed(text: string, prefixes: Prefixes): ParsedPart[] {
  const kinds = prefixKinds(prefixes);
  const parts: ParsedPart[] = [];
  let hasProject = false;
  for (let i = 0; i < text.length; i++) {
    const prefix = text[i] ?? '';
    const kind = kinds.get(prefix);
    if (kind === undefined || (i > 0 && !/\s/.test(text[i - 1] ?? ''))) continue;
    const token = readToken(text, i + 1);
    if (token === null || !accepts(kind, prefix, token)) continue;
    // A later project token stays text, skipped whole so nothing inside its quotes is read.
    if (kind !== 'project' || !hasProject) parts.push({ kind, start: i, end: token.end, value: token.value });
    hasProject ||= kind === 'project';
    i = token.end - 1;
  }
  return parts;
}
