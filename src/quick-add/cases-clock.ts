import { at, type QuickAddCase } from './case-kit';
import { caseTable } from './case-table';

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

// Phrases that depend on the weekday of "now" (a WEEK day is at 10:00, so the slot is 12:00).
const weekdayCases = caseTable`
  input                 | now              | text      | date
  Clean this weekend    | MON              | Clean     | 2025-06-21 12:00
  Clean this weekend    | FRI              | Clean     | 2025-06-21 12:00
  Clean this weekend    | SAT              | Clean     | 2025-06-21 12:00
  Clean this weekend    | SUN              | Clean     | 2025-06-22 12:00
  Draft later this week | MON              | Draft     | 2025-06-18 12:00
  Draft later this week | THU              | Draft     | 2025-06-21 12:00
  Draft later this week | FRI              | Draft     | 2025-06-20 12:00
  Draft later this week | SAT              | Draft     | 2025-06-21 12:00
  Draft later this week | SUN              | Draft     | 2025-06-22 12:00
  Draft later next week | MON              | Draft     | 2025-06-25 12:00
  Draft later next week | SUN              | Draft     | 2025-06-29 12:00
  Gym monday            | MON              | Gym       | 2025-06-16 12:00
  Gym next monday       | SUN              | Gym       | 2025-06-23 12:00
  Gym sunday            | SAT              | Gym       | 2025-06-22 12:00
  Gym sat               | SUN              | Gym       | 2025-06-28 12:00
  Pay rent end of month | 2025-02-03 10:00 | Pay rent  | 2025-02-28 12:00
  Pay rent end of month | 2024-02-03 10:00 | Pay rent  | 2024-02-29 12:00
  Plan next month       | 2025-01-31 10:00 | Plan      | 2025-02-01 12:00
  Plan in 1 month       | 2025-01-31 10:00 | Plan      | 2025-02-28 10:00
  Pay 31st              | 2025-04-05 10:00 | Pay       | 2025-05-31 12:00
  Pay 30th              | 2025-01-31 10:00 | Pay       | 2025-03-30 12:00
  Party 31 dec          | 2025-12-31 23:00 | Party     | 2025-12-31 09:00
  Party 1 jan           | 2025-12-31 23:00 | Party     | 2026-01-01 09:00
  Late call in 3 hours  | 2025-06-18 22:15 | Late call | 2025-06-19 01:15
  Night owl at 1am      | 2025-06-18 23:30 | Night owl | 2025-06-19 01:00
  Lunch at 12:30        | 2025-06-18 12:29 | Lunch     | 2025-06-18 12:30
  Lunch at 12:30        | 2025-06-18 12:31 | Lunch     | 2025-06-19 12:30
  Sleep tonight         | 2025-06-18 22:00 | Sleep     | 2025-06-18 21:00
`;

export const CLOCK_CASES: QuickAddCase[] = [...slotCases, ...weekdayCases];
