import { spanOf } from './boundary';
import type { Span } from './types';

/** A resolved date phrase; `timed` says the phrase fixed the time of day itself. */
export interface Resolved {
  date: Date;
  timed: boolean;
}

export interface DateCandidate extends Span, Resolved {}

/** One family of date phrases: a global whole-word regex and how to turn a match into a date. */
export interface DateMatcher {
  re: RegExp;
  /** Null when the match is not a real date (e.g. 31.02.2025). */
  resolve: (match: RegExpExecArray, now: Date) => Resolved | null;
}

/** The first match of a matcher that resolves to a date. */
export function firstCandidate(matcher: DateMatcher, text: string, now: Date): DateCandidate | null {
  const { re } = matcher;
  re.lastIndex = 0; // shared global regex: safe because parsing is synchronous
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const resolved = matcher.resolve(m, now);
    if (resolved) return { ...spanOf(m), ...resolved };
  }
  return null;
}
