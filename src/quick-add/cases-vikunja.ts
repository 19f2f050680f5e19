import { at, atTheEnd, untouched, type QuickAddCase } from './case-kit';
import { caseTable } from './case-table';

// Families where Vikunja 2.5's quick add is the reference. NOW is Wednesday 18 June 2025
// 10:30 unless a row says otherwise, so a day without a time lands at 12:00.

const numericDates: QuickAddCase[] = [
  ...caseTable`
    input                  | mode    | text         | date
    // a/b is month first, unless the first number cannot be a month.
    Party 16/12            |         | Party        | 2025-12-16 12:00
    Score 17/02            |         | Score        | 2026-02-17 12:00
    Meet 1/2               |         | Meet         | 2026-01-02 12:00
    Meet 6/18              |         | Meet         | 2025-06-18 12:00
    Meet 6/17              |         | Meet         | 2026-06-17 12:00
    Meet 12/31/2025        |         | Meet         | 2025-12-31 12:00
    Meet 31/12/2025        |         | Meet         | 2025-12-31 12:00
    Meet 2/3/26            |         | Meet         | 2026-02-03 12:00
    2025/12/24 party       |         | party        | 2025-12-24 12:00
    party 2025-12-24       |         | party        | 2025-12-24 12:00
    // Dotted dates are day first.
    Lorem Ipsum 01.02      |         | Lorem Ipsum  | 2026-02-01 12:00
    01.02.2021 report      |         | report       | 2021-02-01 12:00
    report 01.02.25        |         | report       | 2025-02-01 12:00
    report 30.06           |         | report       | 2025-06-30 12:00
    report 12.05. later    |         | report later | 2026-05-12 12:00
    // At either end of the text, with or without a time.
    9/11 meeting           |         | meeting      | 2025-09-11 12:00
    meeting 9/11 at 10:00  |         | meeting      | 2025-09-11 10:00
    meeting 9/11           | todoist | meeting      | 2025-09-11 12:00
    // Month ends and leap days are checked, not rolled over.
    Close books 31/1       |         | Close books  | 2026-01-31 12:00
    Close books 4/30       |         | Close books  | 2026-04-30 12:00
    Close books 29.02.2028 |         | Close books  | 2028-02-29 12:00
  `,
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

const ordinalMonths = caseTable`
  input                   | text  | date
  // An ordinal day before a month name is that day of the current year, even when past.
  Party 21st June         | Party | 2025-06-21 12:00
  Party 2nd march         | Party | 2025-03-02 12:00
  Party 5th Mar           | Party | 2025-03-05 12:00
  Party 21st June at 5pm  | Party | 2025-06-21 17:00
  Party 21st June at 5    | Party | 2025-06-21 05:00
  Party 21st June @ 14:00 | Party | 2025-06-21 14:00
  2nd march at 5pm Party  | Party | 2025-03-02 17:00
  // A month name then a day is the next such day.
  Party June 21           | Party | 2025-06-21 12:00
  Party jan 27            | Party | 2026-01-27 12:00
  Party June 17           | Party | 2026-06-17 12:00
  Party jan 27 at 5       | Party | 2026-01-27 05:00
`;

const ordinalsAlone: QuickAddCase[] = [
  ...untouched(
    'Renovation - 2nd Floor Bath',
    'Remark - 13th floor',
    '13th floor - remark',
    '3rd party tools',
    'Our 25th anniversary party',
  ),
  ...caseTable`
    input                 | now              | text     | date             | labels
    Pay rent 20th         |                  | Pay rent | 2025-06-20 12:00 |
    Pay rent 13th         |                  | Pay rent | 2025-07-13 12:00 |
    Pay rent 20th at 5pm  |                  | Pay rent | 2025-06-20 17:00 |
    Pay rent 20th @ 14:00 |                  | Pay rent | 2025-06-20 14:00 |
    20th at 5 pay rent    |                  | pay rent | 2025-06-20 05:00 |
    Pay 20th *bills       |                  | Pay      | 2025-06-20 12:00 | bills
    Pay 20th.             |                  | Pay.     | 2025-06-20 12:00 |
    // Month ends: a day the coming month lacks moves on to the next month that has it.
    Pay 31st              | 2025-06-01 10:00 | Pay      | 2025-07-31 12:00 |
    Pay 29th              | 2026-01-30 10:00 | Pay      | 2026-03-29 12:00 |
  `,
];

// Weekdays said on that very weekday mean today, with or without "next".
const weekdays = caseTable`
  input           | mode    | now              | text | date
  Gym friday      |         | FRI              | Gym  | 2025-06-20 12:00
  Fri Gym         |         | FRI              | Gym  | 2025-06-20 12:00
  Gym next friday |         | FRI              | Gym  | 2025-06-20 12:00
  next Friday Gym |         | FRI              | Gym  | 2025-06-20 12:00
  Gym saturday    |         | FRI              | Gym  | 2025-06-21 12:00
  Gym thursday    |         | FRI              | Gym  | 2025-06-26 12:00
  Gym sunday      |         | SUN              | Gym  | 2025-06-22 12:00
  Gym next sun    |         | SUN              | Gym  | 2025-06-22 12:00
  Gym monday      |         | SUN              | Gym  | 2025-06-23 12:00
  Gym friday      | todoist | FRI              | Gym  | 2025-06-20 12:00
  Gym saturday    |         | 2025-05-31 10:00 | Gym  | 2025-05-31 12:00
  Gym monday      |         | 2025-05-31 10:00 | Gym  | 2025-06-02 12:00
`;

const relative = caseTable`
  input                 | now              | text  | date
  // "later this week" is today from Friday to Sunday; "later next week" adds 7 days.
  Draft later this week | FRI              | Draft | 2025-06-20 12:00
  Draft later this week | SAT              | Draft | 2025-06-21 12:00
  Draft later this week | SUN              | Draft | 2025-06-22 12:00
  Draft later next week | FRI              | Draft | 2025-06-27 12:00
  Draft later next week | SAT              | Draft | 2025-06-28 12:00
  Draft later this week | 2025-05-31 10:00 | Draft | 2025-05-31 12:00
  // "next month" is the 1st of next month.
  Plan next month       |                  | Plan  | 2025-07-01 12:00
  Plan next month       | 2025-12-31 23:00 | Plan  | 2026-01-01 09:00
  next month plan       | 2025-05-31 10:00 | plan  | 2025-06-01 12:00
  // "in N units" keeps the time of day; only day phrases without a time take the default hour.
  Call in 1 day         | 2025-06-18 12:00 | Call  | 2025-06-19 12:00
  Call in 3 days        | 2025-06-18 21:15 | Call  | 2025-06-21 21:15
  Call tomorrow         | 2025-06-18 21:15 | Call  | 2025-06-19 09:00
  Call in 2 weeks       | 2025-06-18 08:05 | Call  | 2025-07-02 08:05
  Call in 1 month       | 2024-01-31 16:45 | Call  | 2024-02-29 16:45
  Call in 2 days at 9am |                  | Call  | 2025-06-20 09:00
  Call end of month     | 2025-12-31 10:00 | Call  | 2025-12-31 12:00
`;

// Only the first project counts; assignee tokens stay until their user is found.
const tokens = caseTable`
  input                          | text                    | date             | project    | assignees
  +a +b +c                       | +b +c                   |                  | a          |
  Buy milk +a +b +c              | Buy milk +b +c          |                  | a          |
  +"My project" Buy +"Other one" | Buy +"Other one"        |                  | My project |
  Buy milk @'with space'         | Buy milk @'with space'  |                  |            | with space
  Buy milk @"with space"         | Buy milk @"with space"  |                  |            | with space
  Mail @email@example.com        | Mail @email@example.com |                  |            | email@example.com
  Buy milk @today                | Buy milk @today         |                  |            | today
  @anna Buy milk tomorrow        | @anna Buy milk          | 2025-06-19 12:00 |            | anna
`;

const todoist = caseTable`
  mode    | input                           | text                        | date             | labels    | project | assignees
  todoist | Buy milk #a #b #c               | Buy milk #b #c              |                  |           | a       |
  todoist | Buy milk +'with space' +bob     | Buy milk +'with space' +bob |                  |           |         | with space, bob
  todoist | Buy milk @today                 | Buy milk                    |                  | today     |         |
  todoist | Buy milk tomorrow @ 14:00 @home | Buy milk                    | 2025-06-19 14:00 | home      |         |
  todoist | Buy milk *star +anna #Shop      | Buy milk *star +anna        |                  |           | Shop    | anna
  todoist | Buy milk 16/12 @"deep work"     | Buy milk                    | 2025-12-16 12:00 | deep work |         |
`;

// A quoted value closes only at the same kind of quote; the other kind inside is kept.
const quoting: QuickAddCase[] = [
  ...caseTable`
    input                      | mode    | text                   | date             | labels     | project     | assignees
    Buy milk *"Bob's list"     |         | Buy milk               |                  | Bob's list |             |
    Buy milk *'say "hi"'       |         | Buy milk               |                  | say "hi"   |             |
    Buy milk +"Bob's stuff" *x |         | Buy milk               |                  | x          | Bob's stuff |
    Buy milk @'the "boss"'     |         | Buy milk @'the "boss"' |                  |            |             | the "boss"
    Buy milk #"Bob's stuff"    | todoist | Buy milk               |                  |            | Bob's stuff |
    // Quotes of two kinds around the whole text do not switch parsing off.
    "Buy milk' tomorrow        |         | "Buy milk'             | 2025-06-19 12:00 |            |             |
  `,
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
