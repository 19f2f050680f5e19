import { at, WEEK, type QuickAddCase } from './case-kit';

// The default slot is the first of 9, 12, 15, 18, 21 strictly after the current hour;
// from 21:00 on it is 9. All nows below are on Wednesday 18 June 2025.
const slots: Array<[hour: number, minute: number, slot: number]> = [
  [0, 0, 9],
  [8, 59, 9],
  [9, 0, 12],
  [11, 59, 12],
  [12, 0, 15],
  [14, 30, 15],
  [15, 0, 18],
  [17, 45, 18],
  [18, 0, 21],
  [20, 59, 21],
  [21, 0, 9],
  [23, 30, 9],
];

const slotCases: QuickAddCase[] = slots.flatMap(([hour, minute, slot]) => [
  { input: 'Report tomorrow', now: at(2025, 6, 18, hour, minute), text: 'Report', date: at(2025, 6, 19, slot) },
  { input: 'Report today', now: at(2025, 6, 18, hour, minute), text: 'Report', date: at(2025, 6, 18, slot) },
]);

// Phrases that depend on the weekday of "now" (all at 10:00, so the slot is 12:00).
const { MON, THU, FRI, SAT, SUN } = WEEK;

const weekdayCases: QuickAddCase[] = [
  { input: 'Clean this weekend', now: MON, text: 'Clean', date: at(2025, 6, 21, 12) },
  { input: 'Clean this weekend', now: FRI, text: 'Clean', date: at(2025, 6, 21, 12) },
  { input: 'Clean this weekend', now: SAT, text: 'Clean', date: at(2025, 6, 21, 12) },
  { input: 'Clean this weekend', now: SUN, text: 'Clean', date: at(2025, 6, 22, 12) },
  { input: 'Draft later this week', now: MON, text: 'Draft', date: at(2025, 6, 18, 12) },
  { input: 'Draft later this week', now: THU, text: 'Draft', date: at(2025, 6, 21, 12) },
  { input: 'Draft later this week', now: FRI, text: 'Draft', date: at(2025, 6, 20, 12) },
  { input: 'Draft later this week', now: SAT, text: 'Draft', date: at(2025, 6, 21, 12) },
  { input: 'Draft later this week', now: SUN, text: 'Draft', date: at(2025, 6, 22, 12) },
  { input: 'Draft later next week', now: MON, text: 'Draft', date: at(2025, 6, 25, 12) },
  { input: 'Draft later next week', now: SUN, text: 'Draft', date: at(2025, 6, 29, 12) },
  { input: 'Gym monday', now: MON, text: 'Gym', date: at(2025, 6, 16, 12) },
  { input: 'Gym next monday', now: SUN, text: 'Gym', date: at(2025, 6, 23, 12) },
  { input: 'Gym sunday', now: SAT, text: 'Gym', date: at(2025, 6, 22, 12) },
  { input: 'Gym sat', now: SUN, text: 'Gym', date: at(2025, 6, 28, 12) },
  { input: 'Pay rent end of month', now: at(2025, 2, 3, 10), text: 'Pay rent', date: at(2025, 2, 28, 12) },
  { input: 'Pay rent end of month', now: at(2024, 2, 3, 10), text: 'Pay rent', date: at(2024, 2, 29, 12) },
  { input: 'Plan next month', now: at(2025, 1, 31, 10), text: 'Plan', date: at(2025, 2, 1, 12) },
  { input: 'Plan in 1 month', now: at(2025, 1, 31, 10), text: 'Plan', date: at(2025, 2, 28, 10) },
  { input: 'Pay 31st', now: at(2025, 4, 5, 10), text: 'Pay', date: at(2025, 5, 31, 12) },
  { input: 'Pay 30th', now: at(2025, 1, 31, 10), text: 'Pay', date: at(2025, 3, 30, 12) },
  { input: 'Party 31 dec', now: at(2025, 12, 31, 23), text: 'Party', date: at(2025, 12, 31, 9) },
  { input: 'Party 1 jan', now: at(2025, 12, 31, 23), text: 'Party', date: at(2026, 1, 1, 9) },
  { input: 'Late call in 3 hours', now: at(2025, 6, 18, 22, 15), text: 'Late call', date: at(2025, 6, 19, 1, 15) },
  { input: 'Night owl at 1am', now: at(2025, 6, 18, 23, 30), text: 'Night owl', date: at(2025, 6, 19, 1) },
  { input: 'Lunch at 12:30', now: at(2025, 6, 18, 12, 29), text: 'Lunch', date: at(2025, 6, 18, 12, 30) },
  { input: 'Lunch at 12:30', now: at(2025, 6, 18, 12, 31), text: 'Lunch', date: at(2025, 6, 19, 12, 30) },
  { input: 'Sleep tonight', now: at(2025, 6, 18, 22), text: 'Sleep', date: at(2025, 6, 18, 21) },
];

export const CLOCK_CASES: QuickAddCase[] = [...slotCases, ...weekdayCases];
