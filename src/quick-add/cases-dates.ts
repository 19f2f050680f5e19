import { at, atTheEnd, everywhere, untouched, type QuickAddCase } from './case-kit';

// NOW is Wednesday 18 June 2025 10:30, so phrases without a time land at 12:00.
const phrases: Array<[string, Date]> = [
  ['today', at(2025, 6, 18, 12)],
  ['Today', at(2025, 6, 18, 12)],
  ['tonight', at(2025, 6, 18, 21)],
  ['tomorrow', at(2025, 6, 19, 12)],
  ['TOMORROW', at(2025, 6, 19, 12)],
  ['next monday', at(2025, 6, 23, 12)],
  ['next tuesday', at(2025, 6, 24, 12)],
  ['next wednesday', at(2025, 6, 18, 12)], // said on a Wednesday: today
  ['next thursday', at(2025, 6, 19, 12)],
  ['next friday', at(2025, 6, 20, 12)],
  ['next saturday', at(2025, 6, 21, 12)],
  ['next sunday', at(2025, 6, 22, 12)],
  ['next mon', at(2025, 6, 23, 12)],
  ['next Fri', at(2025, 6, 20, 12)],
  ['monday', at(2025, 6, 23, 12)],
  ['mon', at(2025, 6, 23, 12)],
  ['tuesday', at(2025, 6, 24, 12)],
  ['tue', at(2025, 6, 24, 12)],
  ['tues', at(2025, 6, 24, 12)],
  ['wednesday', at(2025, 6, 18, 12)],
  ['wed', at(2025, 6, 18, 12)],
  ['thursday', at(2025, 6, 19, 12)],
  ['thu', at(2025, 6, 19, 12)],
  ['thurs', at(2025, 6, 19, 12)],
  ['friday', at(2025, 6, 20, 12)],
  ['fri', at(2025, 6, 20, 12)],
  ['Saturday', at(2025, 6, 21, 12)],
  ['sat', at(2025, 6, 21, 12)],
  ['sunday', at(2025, 6, 22, 12)],
  ['sun', at(2025, 6, 22, 12)],
  ['this weekend', at(2025, 6, 21, 12)],
  ['later this week', at(2025, 6, 20, 12)],
  ['later next week', at(2025, 6, 27, 12)],
  ['next week', at(2025, 6, 25, 12)],
  ['next month', at(2025, 7, 1, 12)],
  ['end of month', at(2025, 6, 30, 12)],
  ['end of the month', at(2025, 6, 30, 12)],
  ['17 feb', at(2026, 2, 17, 12)],
  ['feb 17', at(2026, 2, 17, 12)],
  ['17 february', at(2026, 2, 17, 12)],
  ['February 17th', at(2026, 2, 17, 12)],
  ['17th of March', at(2025, 3, 17, 12)], // ordinal day first: this year, even when past
  ['17 feb 2025', at(2025, 2, 17, 12)],
  ['feb 17, 2027', at(2027, 2, 17, 12)],
  ['20 jun', at(2025, 6, 20, 12)],
  ['june 18', at(2025, 6, 18, 12)],
  ['17 jun', at(2026, 6, 17, 12)],
  ['Dec 25 2026', at(2026, 12, 25, 12)],
  ['17/02/2026', at(2026, 2, 17, 12)],
  ['17.02.2026', at(2026, 2, 17, 12)],
  ['17/02/26', at(2026, 2, 17, 12)],
  ['17.02.26', at(2026, 2, 17, 12)],
  ['2026-02-17', at(2026, 2, 17, 12)],
  ['1.3.2026', at(2026, 3, 1, 12)],
  ['5/7/25', at(2025, 5, 7, 12)], // month first
  ['16/12', at(2025, 12, 16, 12)], // 16 cannot be a month: day first
  ['01.02', at(2026, 2, 1, 12)],
  ['2026/02/17', at(2026, 2, 17, 12)],
  ['29.02.2028', at(2028, 2, 29, 12)],
  ['in 3 hours', at(2025, 6, 18, 13, 30)],
  ['in 1 hour', at(2025, 6, 18, 11, 30)],
  ['in one hour', at(2025, 6, 18, 11, 30)],
  ['in 2 days', at(2025, 6, 20, 10, 30)], // keeps the time of day
  ['in two days', at(2025, 6, 20, 10, 30)],
  ['in ten days', at(2025, 6, 28, 10, 30)],
  ['in 1 week', at(2025, 6, 25, 10, 30)],
  ['in 3 weeks', at(2025, 7, 9, 10, 30)],
  ['in 2 months', at(2025, 8, 18, 10, 30)],
  ['in one month', at(2025, 7, 18, 10, 30)],
];

// Clock times alone: today, or tomorrow once that moment has passed (NOW is 10:30).
const times: Array<[string, Date]> = [
  ['at 3pm', at(2025, 6, 18, 15)],
  ['at 3 pm', at(2025, 6, 18, 15)],
  ['at 3:30pm', at(2025, 6, 18, 15, 30)],
  ['at 15:30', at(2025, 6, 18, 15, 30)],
  ['at 9am', at(2025, 6, 19, 9)],
  ['at 10:30', at(2025, 6, 18, 10, 30)],
  ['at 10:29', at(2025, 6, 19, 10, 29)],
  ['at 12am', at(2025, 6, 19, 0)],
  ['at 12pm', at(2025, 6, 18, 12)],
  ['at 23:59', at(2025, 6, 18, 23, 59)],
  ['AT 4PM', at(2025, 6, 18, 16)],
  ['@ 9am', at(2025, 6, 19, 9)],
  ['@3pm', at(2025, 6, 18, 15)],
  ['@ 15:30', at(2025, 6, 18, 15, 30)],
];

// A date with a time: the explicit time replaces the default slot (and tonight's 21:00).
const combined: Array<[string, Date]> = [
  ['tomorrow at 3pm', at(2025, 6, 19, 15)],
  ['tomorrow @ 9am', at(2025, 6, 19, 9)],
  ['at 3pm tomorrow', at(2025, 6, 19, 15)],
  ['next monday at 15:30', at(2025, 6, 23, 15, 30)],
  ['17 feb at 3pm', at(2026, 2, 17, 15)],
  ['17.02.2026 at 9am', at(2026, 2, 17, 9)],
  ['tonight at 10pm', at(2025, 6, 18, 22)],
  ['in 2 days at 8am', at(2025, 6, 20, 8)],
  ['end of month at 18:00', at(2025, 6, 30, 18)],
  ['this weekend at 11am', at(2025, 6, 21, 11)],
  ['today at 9am', at(2025, 6, 18, 9)],
  ['friday @3pm', at(2025, 6, 20, 15)],
];

// An ordinal alone is a day of the month, but only where no other word follows it.
const ordinals: Array<[string, Date]> = [
  ['17th', at(2025, 7, 17, 12)],
  ['18th', at(2025, 6, 18, 12)],
  ['20th', at(2025, 6, 20, 12)],
  ['1st', at(2025, 7, 1, 12)],
  ['2nd', at(2025, 7, 2, 12)],
  ['3rd', at(2025, 7, 3, 12)],
  ['31st', at(2025, 7, 31, 12)],
];

export const DATE_CASES: QuickAddCase[] = [
  ...[...phrases, ...times, ...combined].flatMap(([phrase, date]) => everywhere(phrase, { date })),
  ...ordinals.flatMap(([phrase, date]) => atTheEnd(phrase, { date })),
  ...untouched(...ordinals.flatMap(([phrase]) => [`${phrase} Buy milk`, `Buy ${phrase} milk`])),
];
