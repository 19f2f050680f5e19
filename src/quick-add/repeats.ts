import { COUNT, parseCount, spanOf, wordRegex } from './boundary';
import type { Repeat, RepeatUnit, Span } from './types';

const ADVERBS: Record<string, Repeat> = {
  hourly: { type: 'hours', amount: 1 },
  daily: { type: 'days', amount: 1 },
  weekly: { type: 'weeks', amount: 1 },
  monthly: { type: 'months', amount: 1 },
  yearly: { type: 'years', amount: 1 },
  annually: { type: 'years', amount: 1 },
  biannually: { type: 'months', amount: 6 },
  semiannually: { type: 'months', amount: 6 },
  biennially: { type: 'years', amount: 2 },
};

const REPEAT = wordRegex(
  String.raw`(?:every|each)\s+(?:(${COUNT})\s+)?(hour|day|week|month|year)s?|(${Object.keys(ADVERBS).join('|')})`,
  'giu',
);

export interface RepeatMatch extends Span {
  repeats: Repeat;
}

/**
 * The first repeat phrase in the text. Only one is taken: a second one ("daily ...
 * weekly") is more likely ordinary words than a conflicting instruction, so it stays.
 */
export function findRepeat(text: string): RepeatMatch | null {
  REPEAT.lastIndex = 0; // shared global regex: safe because parsing is synchronous
  for (let m = REPEAT.exec(text); m; m = REPEAT.exec(text)) {
    const [, count, unit, adverb] = m;
    const fixed = adverb === undefined ? undefined : ADVERBS[adverb.toLowerCase()];
    if (fixed) return { ...spanOf(m), repeats: { ...fixed } };
    const amount = count === undefined ? 1 : parseCount(count);
    // "every 0 days" is not a repeat (the task form rejects amounts below 1).
    if (amount < 1 || unit === undefined) continue;
    return { ...spanOf(m), repeats: { type: `${unit.toLowerCase()}s` as RepeatUnit, amount } };
  }
  return null;
}
