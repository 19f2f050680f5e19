import { describe, expect, it } from 'vitest';
import { NOW } from './case-kit';
import { cleanupTitle, getPrefixes } from './index';
import { defaultHour } from './default-time';
import { parseTaskText } from './parse';
import { textTable } from './text-table';
import type { PartKind, QuickAddMode } from './types';

// Highlight ranges, written as the source text they must cover (plus the value). A row with a mode and an
// input starts a case; the rows below it with those cells empty add its further parts, in order.
const partRows = textTable`
  mode     | input                                                  | kind     | source            | value
  vikunja  | Call Anna tomorrow at 3pm *work +Errands !3 every week | date     | tomorrow at 3pm   | 2025-06-19T15:00
           |                                                        | label    | *work             | work
           |                                                        | project  | +Errands          | Errands
           |                                                        | priority | !3                | 3
           |                                                        | repeat   | every week        | 1 weeks
  vikunja  | tomorrow *work at 3pm                                  | date     | tomorrow          | 2025-06-19T15:00
           |                                                        | label    | *work             | work
           |                                                        | date     | at 3pm            | 2025-06-19T15:00
  todoist  | @anna @ 9am #"My project" @x                           | label    | @anna             | anna
           |                                                        | date     | @ 9am             | 2025-06-19T09:00
           |                                                        | project  | #"My project"     | My project
           |                                                        | label    | @x                | x
  vikunja  | Pay *rent, biannually                                  | label    | *rent             | rent
           |                                                        | repeat   | biannually        | 6 months
  vikunja  | +a +b @anna 9/11 at 10:00                              | project  | +a                | a
           |                                                        | assignee | @anna             | anna
           |                                                        | date     | 9/11 at 10:00     | 2025-09-11T10:00
  vikunja  | Pay 20th at 5 *bills                                   | date     | 20th at 5         | 2025-06-20T05:00
           |                                                        | label    | *bills            | bills
  todoist  | 21st June @ 14:00 #x #y                                | date     | 21st June @ 14:00 | 2025-06-21T14:00
           |                                                        | project  | #x                | x
  vikunja  | Renovation - 2nd Floor Bath                            |          |                   |
  vikunja  | "tomorrow *x"                                          |          |                   |
  disabled | tomorrow *x                                            |          |                   |
`;

type PartCase = [input: string, mode: QuickAddMode, parts: Array<[PartKind, string, string]>];
const cases = partRows.reduce<PartCase[]>((all, { mode, input, kind, source, value }) => {
  if (input) all.push([input, mode as QuickAddMode, []]);
  if (kind) all.at(-1)?.[2].push([kind as PartKind, source ?? '', value ?? '']);
  return all;
}, []);

/** ISO value trimmed to minutes and shifted to local time, so the table reads naturally. */
const localMinute = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('parts', () => {
  it.each(cases)('%s (%s)', (input, mode, expected) => {
    const { parts } = parseTaskText(input, mode, NOW);
    const seen = parts.map((p) => [
      p.kind,
      input.slice(p.start, p.end),
      p.kind === 'date' ? localMinute(p.value) : p.value,
    ]);
    expect(seen).toEqual(expected);
  });
});

describe('helpers', () => {
  it('gives each mode its prefixes', () => {
    expect(getPrefixes('vikunja')).toEqual({ label: '*', project: '+', priority: '!', assignee: '@' });
    expect(getPrefixes('todoist')).toEqual({ label: '@', project: '#', priority: '!', assignee: '+' });
    expect(getPrefixes('disabled')).toBeNull();
  });

  it.each([
    ['  a   b\n c ', 'a b c'],
    ['', ''],
    ['\t', ''],
  ])('cleanupTitle(%j) = %j', (input, expected) => {
    expect(cleanupTitle(input)).toBe(expected);
  });

  it.each([
    [0, 9],
    [8, 9],
    [9, 12],
    [11, 12],
    [12, 15],
    [14, 15],
    [15, 18],
    [17, 18],
    [18, 21],
    [20, 21],
    [21, 9],
    [23, 9],
  ])('defaultHour at %i:xx is %i', (hour, expected) => {
    expect(defaultHour(new Date(2025, 5, 18, hour, 30))).toBe(expected);
  });
});
