import { everywhere, type QuickAddCase } from './case-kit';
import type { Repeat } from './types';

const r = (type: Repeat['type'], amount: number): Repeat => ({ type, amount });

const phrases: Array<[string, Repeat]> = [
  ['every hour', r('hours', 1)],
  ['every 2 hours', r('hours', 2)],
  ['every day', r('days', 1)],
  ['every 3 days', r('days', 3)],
  ['each day', r('days', 1)],
  ['every week', r('weeks', 1)],
  ['every two weeks', r('weeks', 2)],
  ['each 2 weeks', r('weeks', 2)],
  ['every month', r('months', 1)],
  ['every 6 months', r('months', 6)],
  ['every six months', r('months', 6)],
  ['every year', r('years', 1)],
  ['every 2 years', r('years', 2)],
  ['every one day', r('days', 1)],
  ['every three hours', r('hours', 3)],
  ['every four weeks', r('weeks', 4)],
  ['every five days', r('days', 5)],
  ['every seven days', r('days', 7)],
  ['every eight hours', r('hours', 8)],
  ['every nine months', r('months', 9)],
  ['every ten years', r('years', 10)],
  ['every 12 hours', r('hours', 12)],
  ['Every Week', r('weeks', 1)],
  ['every 1 weeks', r('weeks', 1)],
  ['hourly', r('hours', 1)],
  ['daily', r('days', 1)],
  ['weekly', r('weeks', 1)],
  ['monthly', r('months', 1)],
  ['yearly', r('years', 1)],
  ['annually', r('years', 1)],
  ['biannually', r('months', 6)],
  ['semiannually', r('months', 6)],
  ['biennially', r('years', 2)],
  ['Daily', r('days', 1)],
];

export const REPEAT_CASES: QuickAddCase[] = phrases.flatMap(([phrase, repeats]) => everywhere(phrase, { repeats }));
