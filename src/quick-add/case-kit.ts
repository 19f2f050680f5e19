import type { QuickAddMode, Repeat } from './types';

/** One row of the parser's table: the input and the whole expected result. */
export interface QuickAddCase {
  input: string;
  mode?: QuickAddMode;
  /** Defaults to NOW. */
  now?: Date;
  text: string;
  date?: Date | null;
  labels?: string[];
  project?: string | null;
  priority?: number | null;
  assignees?: string[];
  repeats?: Repeat | null;
}

/** A local date-time (month is 1-based, unlike the Date constructor). */
export const at = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  new Date(year, month - 1, day, hour, minute, 0, 0);

/** Wednesday 18 June 2025, 10:30 local: the default time slot is 12:00. */
export const NOW = at(2025, 6, 18, 10, 30);

/** Other days of that week, at 10:00 (slot 12:00), for phrases that depend on the weekday. */
export const WEEK = {
  MON: at(2025, 6, 16, 10),
  THU: at(2025, 6, 19, 10),
  FRI: at(2025, 6, 20, 10),
  SAT: at(2025, 6, 21, 10),
  SUN: at(2025, 6, 22, 10),
};

/**
 * The phrase at the start, in the middle and at the end of a title, in vikunja mode,
 * plus at the end in todoist mode: four rows that all expect the same result.
 */
export function everywhere(phrase: string, expected: Omit<QuickAddCase, 'input' | 'text'>): QuickAddCase[] {
  return [
    { ...expected, input: `${phrase} Buy milk`, text: 'Buy milk' },
    { ...expected, input: `Buy ${phrase} milk`, text: 'Buy milk' },
    { ...expected, input: `Buy milk ${phrase}`, text: 'Buy milk' },
    { ...expected, input: `Buy milk ${phrase}`, text: 'Buy milk', mode: 'todoist' },
  ];
}

/** The phrase at the end of a title, in both modes. */
export function atTheEnd(phrase: string, expected: Omit<QuickAddCase, 'input' | 'text'>): QuickAddCase[] {
  return everywhere(phrase, expected).slice(2);
}

/** Rows whose input must come back unparsed, in both modes. */
export function untouched(...inputs: string[]): QuickAddCase[] {
  return inputs.flatMap((input) => [
    { input, text: input },
    { input, text: input, mode: 'todoist' as const },
  ]);
}
