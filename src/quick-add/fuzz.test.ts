import { describe, it } from 'vitest';
import { cleanupTitle, removeSpans } from './cleanup';
import { parseTaskText, titleWithout } from './parse';
import { seededRandom as prng } from '@/lib/prng';
import type { ParsedTask, QuickAddMode } from './types';

const CHARS = [...'abcxyz ABC 0123456789   *+!@#"\'“”‘’.,:;/-()[]\t\néüß中文🔥👩‍💻\u0301\u200b\ud800'];
// Keywords, prefixes and near-misses, glued together at random to hit the parser's edges.
const WORDS = (
  'tomorrow|today|tonight|next|monday|mon|sat|this|weekend|later|week|month|end|of|the|at|@|3pm|15:30|9|am|' +
  'every|each|two|2|days|hours|in|feb|17|17th|31st|17.02.2026|2026-02-17|5/7/25|daily|biennially|*|+|!|!3|!9|#|' +
  `*work|+Errands|@anna|#x|"|'|*"a b"|+'My p'|"quoted text"|v2.5|101|monitor|🔥|ünïcode|,|.|(|)`
).split('|');

function randomString(rand: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const roll = rand();
  if (roll < 0.002)
    return pick(WORDS)
      .repeat(1 + Math.floor(rand() * 2000))
      .slice(0, 10_000);
  const length = roll < 0.004 ? 10_000 : Math.floor(rand() * 40);
  let out = '';
  while (out.length < length) {
    out += rand() < 0.6 ? pick(WORDS) + (rand() < 0.8 ? ' ' : '') : pick(CHARS);
  }
  return out.slice(0, 10_000);
}

/** Tokens of `text` equal to `source`, counted on whitespace boundaries. */
const countToken = (text: string, source: string): number =>
  source.trim() === '' ? 0 : ` ${text} `.split(` ${source.trim()} `).length - 1;

// Plain checks instead of expect(): the loop runs 100,000 times and must stay fast.
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function checkInvariants(input: string, mode: QuickAddMode, result: ParsedTask): void {
  let last = 0;
  for (const part of result.parts) {
    check(part.start >= last, `part ${part.start}-${part.end} overlaps or is out of order`);
    check(part.end > part.start && part.end <= input.length, `part ${part.start}-${part.end} out of range`);
    last = part.end;
  }
  const wholeQuoted = /^\s*["'“‘]/.test(input) && result.parts.length === 0;
  if (mode !== 'disabled' && !wholeQuoted) {
    // Assignee tokens stay in the title until their users are found; every other part leaves it.
    const removed = result.parts.filter((p) => p.kind !== 'assignee');
    const residue = cleanupTitle(removeSpans(input, removed));
    check(result.text === residue, `text ${JSON.stringify(result.text)} is not the input minus its parts`);
    const withoutAll = cleanupTitle(removeSpans(input, result.parts));
    check(titleWithout(input, result, result.assignees) === withoutAll, 'found assignees not all removed');
    for (const part of removed) {
      // A removed part may only survive as a token if the input has another copy of it.
      const source = input.slice(part.start, part.end);
      check(countToken(result.text, source) <= countToken(residue, source), `part ${source} left in text`);
    }
  }
  check(result.parts.filter((p) => p.kind === 'project').length <= 1, 'more than one project part');
  const dateParts = result.parts.filter((p) => p.kind === 'date').length;
  check((result.date === null) === (dateParts === 0), 'date and date parts disagree');
  check(result.date === null || !Number.isNaN(result.date.getTime()), 'invalid date');
  check(result.priority === null || (result.priority >= 0 && result.priority <= 5), 'priority out of range');
  check(result.repeats === null || result.repeats.amount > 0, 'repeat amount below 1');
}

// 100,000 cases in four seeded runs of 25,000: each run stays far inside its time limit on a busy machine.
const RUNS = [20251122, 20251123, 20251124, 20251125];

describe('parseTaskText fuzz', () => {
  it.each(RUNS)(
    'survives 25,000 random and adversarial inputs with consistent parts (seed %i)',
    (seed) => {
      const rand = prng(seed);
      const modes: QuickAddMode[] = ['vikunja', 'todoist', 'disabled'];
      const base = new Date(2025, 0, 1).getTime();
      for (let i = 0; i < 25_000; i++) {
        const input = randomString(rand);
        const mode = modes[i % 3] ?? 'vikunja';
        const now = new Date(base + Math.floor(rand() * 3 * 365 * 24 * 60) * 60_000);
        let result: ParsedTask;
        try {
          result = parseTaskText(input, mode, now);
        } catch (error) {
          throw new Error(`case ${i} threw for ${JSON.stringify(input.slice(0, 200))}: ${String(error)}`, {
            cause: error,
          });
        }
        try {
          checkInvariants(input, mode, result);
        } catch (error) {
          throw new Error(`case ${i} (${mode}) ${JSON.stringify(input.slice(0, 200))}: ${String(error)}`, {
            cause: error,
          });
        }
      }
    },
    30_000,
  );
});
