import type { QuickAddCase } from './case-kit';
import { CLOCK_CASES } from './cases-clock';
import { DATE_CASES } from './cases-dates';
import { MISC_CASES } from './cases-misc';
import { PREFIX_CASES } from './cases-prefixes';
import { REPEAT_CASES } from './cases-repeats';
import { VIKUNJA_CASES } from './cases-vikunja';

/** The whole table: every row states the full expected result. */
export const CASES: QuickAddCase[] = [
  ...DATE_CASES,
  ...CLOCK_CASES,
  ...REPEAT_CASES,
  ...PREFIX_CASES,
  ...MISC_CASES,
  ...VIKUNJA_CASES,
];
