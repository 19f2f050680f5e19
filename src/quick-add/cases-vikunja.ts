import { at, atTheEnd, untouched, WEEK, type QuickAddCase } from './case-kit';

// Families where Vikunja 2.5's quick add is the reference. NOW is Wednesday 18 June 2025
// 10:30 unless a row says otherwise, so a day without a time lands at 12:00.

const numericDates: QuickAddCase[] = [
  // a/b is month first, unless the first number cannot be a month.
  { input: 'Party 16/12', text: 'Party', date: at(2025, 12, 16, 12) },
  { input: 'Score 17/02', text: 'Score', date: at(2026, 2, 17, 12) },
  { input: 'Meet 1/2', text: 'Meet', date: at(2026, 1, 2, 12) },
  { input: 'Meet 6/18', text: 'Meet', date: at(2025, 6, 18, 12) },
  { input: 'Meet 6/17', text: 'Meet', date: at(2026, 6, 17, 12) },
  { input: 'Meet 12/31/2025', text: 'Meet', date: at(2025, 12, 31, 12) },
  { input: 'Meet 31/12/2025', text: 'Meet', date: at(2025, 12, 31, 12) },
  { input: 'Meet 2/3/26', text: 'Meet', date: at(2026, 2, 3, 12) },
  { input: '2025/12/24 party', text: 'party', date: at(2025, 12, 24, 12) },
  { input: 'party 2025-12-24', text: 'party', date: at(2025, 12, 24, 12) },
  // Dotted dates are day first.
  { input: 'Lorem Ipsum 01.02', text: 'Lorem Ipsum', date: at(2026, 2, 1, 12) },
  { input: '01.02.2021 report', text: 'report', date: at(2021, 2, 1, 12) },
  { input: 'report 01.02.25', text: 'report', date: at(2025, 2, 1, 12) },
  { input: 'report 30.06', text: 'report', date: at(2025, 6, 30, 12) },
  { input: 'report 12.05. later', text: 'report later', date: at(2026, 5, 12, 12) },
  // At either end of the text, with or without a time.
  { input: '9/11 meeting', text: 'meeting', date: at(2025, 9, 11, 12) },
  { input: 'meeting 9/11 at 10:00', text: 'meeting', date: at(2025, 9, 11, 10) },
  { input: 'meeting 9/11', text: 'meeting', date: at(2025, 9, 11, 12), mode: 'todoist' },
  // Month ends and leap days are checked, not rolled over.
  { input: 'Close books 31/1', text: 'Close books', date: at(2026, 1, 31, 12) },
  { input: 'Close books 4/30', text: 'Close books', date: at(2026, 4, 30, 12) },
  { input: 'Close books 29.02.2028', text: 'Close books', date: at(2028, 2, 29, 12) },
  ...untouched(
    'Meet 2/30',
    'Meet 13/13',
    'Meet 4/31/2025',
    'Call 9/11, then',
    'Call 01.02, then',
    'Buy 2.5 kg',
    'Meet 29.02.2025',
  ),
];

const ordinalMonths: QuickAddCase[] = [
  // An ordinal day before a month name is that day of the current year, even when past.
  { input: 'Party 21st June', text: 'Party', date: at(2025, 6, 21, 12) },
  { input: 'Party 2nd march', text: 'Party', date: at(2025, 3, 2, 12) },
  { input: 'Party 5th Mar', text: 'Party', date: at(2025, 3, 5, 12) },
  { input: 'Party 21st June at 5pm', text: 'Party', date: at(2025, 6, 21, 17) },
  { input: 'Party 21st June at 5', text: 'Party', date: at(2025, 6, 21, 5) },
  { input: 'Party 21st June @ 14:00', text: 'Party', date: at(2025, 6, 21, 14) },
  { input: '2nd march at 5pm Party', text: 'Party', date: at(2025, 3, 2, 17) },
  // A month name then a day is the next such day.
  { input: 'Party June 21', text: 'Party', date: at(2025, 6, 21, 12) },
  { input: 'Party jan 27', text: 'Party', date: at(2026, 1, 27, 12) },
  { input: 'Party June 17', text: 'Party', date: at(2026, 6, 17, 12) },
  { input: 'Party jan 27 at 5', text: 'Party', date: at(2026, 1, 27, 5) },
];

const ordinalsAlone: QuickAddCase[] = [
  ...untouched(
    'Renovation - 2nd Floor Bath',
    'Remark - 13th floor',
    '13th floor - remark',
    '3rd party tools',
    'Our 25th anniversary party',
  ),
  { input: 'Pay rent 20th', text: 'Pay rent', date: at(2025, 6, 20, 12) },
  { input: 'Pay rent 13th', text: 'Pay rent', date: at(2025, 7, 13, 12) },
  { input: 'Pay rent 20th at 5pm', text: 'Pay rent', date: at(2025, 6, 20, 17) },
  { input: 'Pay rent 20th @ 14:00', text: 'Pay rent', date: at(2025, 6, 20, 14) },
  { input: '20th at 5 pay rent', text: 'pay rent', date: at(2025, 6, 20, 5) },
  { input: 'Pay 20th *bills', text: 'Pay', date: at(2025, 6, 20, 12), labels: ['bills'] },
  { input: 'Pay 20th.', text: 'Pay.', date: at(2025, 6, 20, 12) },
  // Month ends: a day the coming month lacks moves on to the next month that has it.
  { input: 'Pay 31st', now: at(2025, 6, 1, 10), text: 'Pay', date: at(2025, 7, 31, 12) },
  { input: 'Pay 29th', now: at(2026, 1, 30, 10), text: 'Pay', date: at(2026, 3, 29, 12) },
];

// Weekdays said on that very weekday mean today, with or without "next".
const { FRI, SAT, SUN } = WEEK;
const weekdays: QuickAddCase[] = [
  { input: 'Gym friday', now: FRI, text: 'Gym', date: at(2025, 6, 20, 12) },
  { input: 'Fri Gym', now: FRI, text: 'Gym', date: at(2025, 6, 20, 12) },
  { input: 'Gym next friday', now: FRI, text: 'Gym', date: at(2025, 6, 20, 12) },
  { input: 'next Friday Gym', now: FRI, text: 'Gym', date: at(2025, 6, 20, 12) },
  { input: 'Gym saturday', now: FRI, text: 'Gym', date: at(2025, 6, 21, 12) },
  { input: 'Gym thursday', now: FRI, text: 'Gym', date: at(2025, 6, 26, 12) },
  { input: 'Gym sunday', now: SUN, text: 'Gym', date: at(2025, 6, 22, 12) },
  { input: 'Gym next sun', now: SUN, text: 'Gym', date: at(2025, 6, 22, 12) },
  { input: 'Gym monday', now: SUN, text: 'Gym', date: at(2025, 6, 23, 12) },
  { input: 'Gym friday', mode: 'todoist', now: FRI, text: 'Gym', date: at(2025, 6, 20, 12) },
  { input: 'Gym saturday', now: at(2025, 5, 31, 10), text: 'Gym', date: at(2025, 5, 31, 12) },
  { input: 'Gym monday', now: at(2025, 5, 31, 10), text: 'Gym', date: at(2025, 6, 2, 12) },
];

const relative: QuickAddCase[] = [
  // "later this week" is today from Friday to Sunday; "later next week" adds 7 days.
  { input: 'Draft later this week', now: FRI, text: 'Draft', date: at(2025, 6, 20, 12) },
  { input: 'Draft later this week', now: SAT, text: 'Draft', date: at(2025, 6, 21, 12) },
  { input: 'Draft later this week', now: SUN, text: 'Draft', date: at(2025, 6, 22, 12) },
  { input: 'Draft later next week', now: FRI, text: 'Draft', date: at(2025, 6, 27, 12) },
  { input: 'Draft later next week', now: SAT, text: 'Draft', date: at(2025, 6, 28, 12) },
  { input: 'Draft later this week', now: at(2025, 5, 31, 10), text: 'Draft', date: at(2025, 5, 31, 12) },
  // "next month" is the 1st of next month.
  { input: 'Plan next month', text: 'Plan', date: at(2025, 7, 1, 12) },
  { input: 'Plan next month', now: at(2025, 12, 31, 23), text: 'Plan', date: at(2026, 1, 1, 9) },
  { input: 'next month plan', now: at(2025, 5, 31, 10), text: 'plan', date: at(2025, 6, 1, 12) },
  // "in N units" keeps the time of day; only day phrases without a time take the default hour.
  { input: 'Call in 1 day', now: at(2025, 6, 18, 12), text: 'Call', date: at(2025, 6, 19, 12) },
  { input: 'Call in 3 days', now: at(2025, 6, 18, 21, 15), text: 'Call', date: at(2025, 6, 21, 21, 15) },
  { input: 'Call tomorrow', now: at(2025, 6, 18, 21, 15), text: 'Call', date: at(2025, 6, 19, 9) },
  { input: 'Call in 2 weeks', now: at(2025, 6, 18, 8, 5), text: 'Call', date: at(2025, 7, 2, 8, 5) },
  { input: 'Call in 1 month', now: at(2024, 1, 31, 16, 45), text: 'Call', date: at(2024, 2, 29, 16, 45) },
  { input: 'Call in 2 days at 9am', text: 'Call', date: at(2025, 6, 20, 9) },
  { input: 'Call end of month', now: at(2025, 12, 31, 10), text: 'Call', date: at(2025, 12, 31, 12) },
];

// Only the first project counts; assignee tokens stay until their user is found.
const tokens: QuickAddCase[] = [
  { input: '+a +b +c', text: '+b +c', project: 'a' },
  { input: 'Buy milk +a +b +c', text: 'Buy milk +b +c', project: 'a' },
  { input: '+"My project" Buy +"Other one"', text: 'Buy +"Other one"', project: 'My project' },
  { input: "Buy milk @'with space'", text: "Buy milk @'with space'", assignees: ['with space'] },
  { input: 'Buy milk @"with space"', text: 'Buy milk @"with space"', assignees: ['with space'] },
  { input: 'Mail @email@example.com', text: 'Mail @email@example.com', assignees: ['email@example.com'] },
  { input: 'Buy milk @today', text: 'Buy milk @today', assignees: ['today'] },
  { input: '@anna Buy milk tomorrow', text: '@anna Buy milk', assignees: ['anna'], date: at(2025, 6, 19, 12) },
];

const todoist: QuickAddCase[] = [
  { input: 'Buy milk #a #b #c', text: 'Buy milk #b #c', project: 'a' },
  { input: "Buy milk +'with space' +bob", text: "Buy milk +'with space' +bob", assignees: ['with space', 'bob'] },
  { input: 'Buy milk @today', text: 'Buy milk', labels: ['today'] },
  { input: 'Buy milk tomorrow @ 14:00 @home', text: 'Buy milk', labels: ['home'], date: at(2025, 6, 19, 14) },
  { input: 'Buy milk *star +anna #Shop', text: 'Buy milk *star +anna', project: 'Shop', assignees: ['anna'] },
  { input: 'Buy milk 16/12 @"deep work"', text: 'Buy milk', labels: ['deep work'], date: at(2025, 12, 16, 12) },
].map((c) => ({ ...c, mode: 'todoist' as const }));

// A quoted value closes only at the same kind of quote; the other kind inside is kept.
const quoting: QuickAddCase[] = [
  { input: `Buy milk *"Bob's list"`, text: 'Buy milk', labels: ["Bob's list"] },
  { input: `Buy milk *'say "hi"'`, text: 'Buy milk', labels: ['say "hi"'] },
  { input: `Buy milk +"Bob's stuff" *x`, text: 'Buy milk', labels: ['x'], project: "Bob's stuff" },
  { input: `Buy milk @'the "boss"'`, text: `Buy milk @'the "boss"'`, assignees: ['the "boss"'] },
  { input: `Buy milk #"Bob's stuff"`, mode: 'todoist', text: 'Buy milk', project: "Bob's stuff" },
  // Quotes of two kinds around the whole text do not switch parsing off.
  { input: `"Buy milk' tomorrow`, text: `"Buy milk'`, date: at(2025, 6, 19, 12) },
  ...untouched(`Buy milk *"half'`, `Buy milk *'half" done`, `"Buy milk tomorrow'`),
];

export const VIKUNJA_CASES: QuickAddCase[] = [
  ...numericDates,
  ...atTheEnd('16/12', { date: at(2025, 12, 16, 12) }),
  ...ordinalMonths,
  ...ordinalsAlone,
  ...weekdays,
  ...relative,
  ...tokens,
  ...todoist,
  ...quoting,
];
