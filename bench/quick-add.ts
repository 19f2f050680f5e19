import { CASES } from '../src/quick-add/cases';
import { NOW } from '../src/quick-add/case-kit';
import { parseTaskText, type QuickAddMode } from '../src/quick-add/index';
import { seededRandom as prng } from '../src/lib/prng';

interface Input {
  text: string;
  mode: QuickAddMode;
}

const SUBJECTS = [
  'Call Anna',
  'Buy milk and eggs',
  'Review PR 1423',
  'Write the quarterly report',
  'Fix login bug',
  'Book dentist appointment',
  'Water the plants',
  'Prepare slides for v2.5 release',
  'Pay rent',
  'Email the landlord',
  'Plan team offsite',
  'Renew passport',
  'Update dependencies in room 101 repo',
  'Clean the garage',
  'Read chapter 3',
];
const DATES = [
  'today',
  'tomorrow',
  'tonight',
  'next monday',
  'friday',
  'this weekend',
  'later this week',
  'next week',
  'end of month',
  '17th',
  'in 3 days',
  'in two weeks',
  '17.02.2026',
  '2026-03-01',
  'in 4 hours',
];
const MONTH_DATES = ['17 feb', 'march 3rd', 'Dec 24 2026', '1 jan'];
const TIMES = ['at 3pm', 'at 15:30', '@ 9am', 'at 11am'];
const REPEATS = ['every week', 'daily', 'every 2 days', 'monthly', 'each three months', 'annually'];

/** Realistic titles: a subject plus, with typical odds, the parts people actually type. */
function realisticTitles(count: number): Input[] {
  const rand = prng(4242);
  const pick = (list: readonly string[]) => list[Math.floor(rand() * list.length)] ?? '';
  return Array.from({ length: count }, () => {
    const todoist = rand() < 0.2;
    const words = [pick(SUBJECTS)];
    if (rand() < 0.5) words.push(pick(DATES));
    if (rand() < 0.1) words.push(pick(MONTH_DATES));
    if (rand() < 0.2) words.push(pick(TIMES));
    if (rand() < 0.3) words.push(`${todoist ? '@' : '*'}${pick(['work', 'home', '"deep focus"'])}`);
    if (rand() < 0.2) words.push(`${todoist ? '#' : '+'}${pick(['Errands', 'Inbox', "'Side project'"])}`);
    if (rand() < 0.15) words.push(`!${Math.floor(rand() * 6)}`);
    if (rand() < 0.15) words.push(`${todoist ? '+' : '@'}${pick(['anna', 'bob'])}`);
    if (rand() < 0.1) words.push(pick(REPEATS));
    const [first = '', ...rest] = words;
    rest.sort(() => rand() - 0.5);
    return { text: [first, ...rest].join(' '), mode: todoist ? 'todoist' : 'vikunja' };
  });
}

const ROUNDS = 5;

/** Per-input time in µs: the mean of ROUNDS parses, after one warm-up pass over all inputs. */
function timeEach(inputs: Input[]): number[] {
  for (const input of inputs) parseTaskText(input.text, input.mode, NOW);
  return inputs.map((input) => {
    const start = performance.now();
    for (let i = 0; i < ROUNDS; i++) parseTaskText(input.text, input.mode, NOW);
    return ((performance.now() - start) * 1000) / ROUNDS;
  });
}

function summary(label: string, micros: number[]): string {
  const sorted = [...micros].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  const mean = (sorted.reduce((sum, x) => sum + x, 0) / sorted.length).toFixed(1);
  return `quick-add ${label}: n=${sorted.length} median ${at(0.5)} µs, p99 ${at(0.99)} µs, mean ${mean} µs, max ${at(1)} µs`;
}

/** Parse-time statistics over the test table and over 10,000 generated realistic titles. */
export async function benchQuickAdd(): Promise<string[]> {
  const table = CASES.map((c) => ({ text: c.input, mode: c.mode ?? 'vikunja' }));
  return [summary('test table', timeEach(table)), summary('realistic titles', timeEach(realisticTitles(10_000)))];
}
