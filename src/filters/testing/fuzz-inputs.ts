import { printFilter } from '../print.ts';
import { picker, seededRandom } from '@/lib/prng';
import { SAMPLE_DATES, SAMPLE_TEXTS, randomAst } from './random-ast.ts';

const CHARS = [
  '(',
  ')',
  '&',
  '|',
  '=',
  '!',
  '<',
  '>',
  '?',
  ',',
  '"',
  "'",
  '\\',
  ' ',
  ' ',
  '\t',
  '\n',
  'a',
  'z',
  'Z',
  '0',
  '9',
  '+',
  '-',
  '/',
  ':',
  '.',
  '%',
  '_',
  ';',
  '*',
  'é',
  '🙂',
  '\u0000',
  '\u200b',
  'n',
  'o',
  'w',
  'd',
  'M',
];
const WORDS = [
  'done',
  'priority',
  'percentDone',
  'percent_done',
  'dueDate',
  'due_date',
  'doneAt',
  'created',
  'updated',
  'reminders',
  'assignees',
  'labels',
  'project',
  'title',
  'id',
  'DONE',
  'like',
  'in',
  'not',
  'not in',
  '?=',
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  '==',
  '<>',
  '&&',
  '||',
  '&',
  '|',
  '(',
  ')',
  ',',
  'true',
  'false',
  '1',
  '-1',
  '101',
  '3.5',
  '1e9',
  '99999999999999999999',
  'now',
  'now+',
  'now+1x',
  'now/q',
  'now+99999999d',
  'now+999999y',
  'now-999999y',
  '2024-13-01',
  '2024-02-30',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  'NULL',
  'OR 1=1',
  '; DROP TABLE tasks; --',
  '"',
  "'",
  '"unterminated',
  "'x' OR '1'='1'",
  '%',
  '_',
  '\\',
  ...SAMPLE_DATES,
  ...SAMPLE_TEXTS,
];

/** Reproducible adversarial filter texts: raw characters, token soup, mutated valid filters, valid filters. */
export function fuzzInputs(seed: number, count: number): string[] {
  const random = seededRandom(seed);
  const { int, pick } = picker(random);
  const quote = (w: string): string => (random() < 0.2 ? `"${w.replace(/"/g, '\\"')}"` : w);
  const inputs: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const mode = n % 4;
    if (mode === 0) {
      inputs.push(Array.from({ length: int(30) }, () => pick(CHARS)).join(''));
    } else if (mode === 1) {
      inputs.push(Array.from({ length: 1 + int(12) }, () => quote(pick(WORDS))).join(pick([' ', ' ', '', '  '])));
    } else {
      const valid = printFilter(randomAst(random));
      if (mode === 3) {
        inputs.push(valid);
        continue;
      }
      const chars = [...valid];
      for (let k = 1 + int(3); k > 0; k -= 1) {
        const at = int(chars.length + 1);
        if (random() < 0.5) chars.splice(at, 1);
        else chars.splice(at, 0, pick(CHARS));
      }
      inputs.push(chars.join(''));
    }
  }
  return inputs;
}
