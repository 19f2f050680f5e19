import { addDays, addMonths, endOfMonth, startOfDay, startOfMonth } from 'date-fns';
import { wordRegex } from './boundary';
import { atTime } from './default-time';
import type { DateMatcher, Resolved } from './date-matcher';

const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tues: 2,
  tue: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thurs: 4,
  thur: 4,
  thu: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
};
const WEEKDAY = Object.keys(WEEKDAYS).join('|');

const day = (date: Date): Resolved => ({ date: startOfDay(date), timed: false });

/**
 * The next given weekday, today included: "friday" or "next friday" said on a Friday
 * means today, as in Vikunja.
 */
function nextWeekday(now: Date, name: string): Date {
  const target = WEEKDAYS[name.toLowerCase()] ?? 0;
  return addDays(now, (target - now.getDay() + 7) % 7);
}

/*
 * "later this week" = two days from now, or today from Friday to Sunday (Mon->Wed,
 * Wed->Fri, Thu->Sat, Fri/Sat/Sun->today); "later next week" is that plus 7.
 * "this weekend" = the coming Saturday, or today when it is already the weekend.
 */
function laterThisWeek(now: Date): Date {
  const weekday = now.getDay();
  return weekday === 5 || weekday === 6 || weekday === 0 ? now : addDays(now, 2);
}

function thisWeekend(now: Date): Date {
  const weekday = now.getDay();
  return weekday === 6 || weekday === 0 ? now : addDays(now, 6 - weekday);
}

const fixed = (body: string, resolve: (now: Date) => Resolved): DateMatcher => ({
  re: wordRegex(body, 'giu'),
  resolve: (_m, now) => resolve(now),
});

/** Fixed phrases relative to today. */
export const RELATIVE_MATCHERS: DateMatcher[] = [
  fixed('today', (now) => day(now)),
  // Tonight fixes its own time: 21:00, whatever the default slot would be.
  fixed('tonight', (now) => ({ date: atTime(now, 21, 0), timed: true })),
  fixed('tomorrow', (now) => day(addDays(now, 1))),
  fixed(String.raw`this\s+weekend`, (now) => day(thisWeekend(now))),
  fixed(String.raw`later\s+this\s+week`, (now) => day(laterThisWeek(now))),
  fixed(String.raw`later\s+next\s+week`, (now) => day(addDays(laterThisWeek(now), 7))),
  fixed(String.raw`next\s+week`, (now) => day(addDays(now, 7))),
  // The first of next month, not the same day a month on.
  fixed(String.raw`next\s+month`, (now) => day(addMonths(startOfMonth(now), 1))),
  fixed(String.raw`end\s+of\s+(?:the\s+)?month`, (now) => day(endOfMonth(now))),
  {
    re: wordRegex(String.raw`(?:next\s+)?(${WEEKDAY})`, 'giu'),
    resolve: (m, now) => day(nextWeekday(now, m[1] ?? '')),
  },
];
