import { describe } from 'vitest';
import {
  type Case,
  DONE,
  except,
  expectCases,
  FULL,
  HALF,
  NOT_DONE,
  NULLS,
  P0,
  P45,
  ZERO,
} from './filter-sql.fixture.ts';

// Comparisons of the done flag, priority and percentDone, and how unset values count with includeNulls.

const CASES: Case[] = [
  ['done = true', DONE],
  ['done = false', NOT_DONE],
  ['done != true', NOT_DONE],
  ['done != false', DONE],
  ['done = true', DONE, NULLS],
  ['priority = 3', [3, 9, 15, 21, 27]],
  ['priority = 0', P0],
  ['priority > 3', P45],
  ['priority >= 4', P45],
  ['priority < 2', [1, 6, 7, 12, 13, 18, 19, 24, 25, 30]],
  ['priority <= 1', [1, 6, 7, 12, 13, 18, 19, 24, 25, 30]],
  ['priority != 5', except([5, 11, 17, 23, 29], [26])],
  ['priority in 1, 5', [1, 5, 7, 11, 13, 17, 19, 23, 25, 29]],
  ['priority ?= 1, 5', [1, 5, 7, 11, 13, 17, 19, 23, 25, 29]],
  ['priority not in 0, 1, 2, 3', P45],
  ['priority in (4)', [4, 10, 16, 22, 28]],
  ['priority > 3', [...P45, ...P0, 26], NULLS],
  ['priority = 2', [2, 8, 14, 20]],
  ['priority = 2', [2, 8, 14, 20, 26, ...P0], NULLS],
  ['percentDone > 50', [3, 8, 13, 18, 23, 28, ...FULL]],
  ['percentDone >= 50', [...HALF, 3, 8, 13, 18, 23, 28, ...FULL]],
  ['percentDone = 50', HALF],
  ['percentDone = 33.3', [30]],
  ['percentDone < 25', ZERO],
  ['percentDone < 50', [...ZERO, 30, 1, 6, 11, 16, 21, 26]],
  ['percentDone = 100', FULL],
  ['percentDone = 0', ZERO],
  ['percentDone != 0', except(ZERO, [27])],
  ['percent_done in 25, 75', [1, 6, 11, 16, 21, 26, 3, 8, 13, 18, 23, 28]],
  ['percentDone = 0', [...ZERO, 27], NULLS],
  ['percentDone > 99', FULL],
  ['done = false && priority >= 4', P45],
  ['done = true || priority = 5', [...DONE, 5, 11, 17, 23, 29]],
  ['priority = 1 || priority = 2 || priority = 3', [1, 7, 13, 19, 25, 2, 8, 14, 20, 3, 9, 15, 21, 27]],
];

describe('compileFilter against a seeded database', () => {
  expectCases(CASES);
});
