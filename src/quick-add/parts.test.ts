import { describe, expect, it } from 'vitest';
import { NOW } from './case-kit';
import { cleanupTitle, getPrefixes } from './index';
import { defaultHour } from './default-time';
import { parseTaskText } from './parse';
import type { PartKind, QuickAddMode } from './types';

// Highlight ranges, written as the source text they must cover (plus the value).
const cases: Array<[input: string, mode: QuickAddMode, parts: Array<[PartKind, string, string]>]> = [
  [
    'Call Anna tomorrow at 3pm *work +Errands !3 every week',
    'vikunja',
    [
      ['date', 'tomorrow at 3pm', '2025-06-19T15:00'],
      ['label', '*work', 'work'],
      ['project', '+Errands', 'Errands'],
      ['priority', '!3', '3'],
      ['repeat', 'every week', '1 weeks'],
    ],
  ],
  [
    'tomorrow *work at 3pm',
    'vikunja',
    [
      ['date', 'tomorrow', '2025-06-19T15:00'],
      ['label', '*work', 'work'],
      ['date', 'at 3pm', '2025-06-19T15:00'],
    ],
  ],
  [
    '@anna @ 9am #"My project" @x',
    'todoist',
    [
      ['label', '@anna', 'anna'],
      ['date', '@ 9am', '2025-06-19T09:00'],
      ['project', '#"My project"', 'My project'],
      ['label', '@x', 'x'],
    ],
  ],
  [
    'Pay *rent, biannually',
    'vikunja',
    [
      ['label', '*rent', 'rent'],
      ['repeat', 'biannually', '6 months'],
    ],
  ],
  [
    '+a +b @anna 9/11 at 10:00',
    'vikunja',
    [
      ['project', '+a', 'a'],
      ['assignee', '@anna', 'anna'],
      ['date', '9/11 at 10:00', '2025-09-11T10:00'],
    ],
  ],
  [
    'Pay 20th at 5 *bills',
    'vikunja',
    [
      ['date', '20th at 5', '2025-06-20T05:00'],
      ['label', '*bills', 'bills'],
    ],
  ],
  [
    '21st June @ 14:00 #x #y',
    'todoist',
    [
      ['date', '21st June @ 14:00', '2025-06-21T14:00'],
      ['project', '#x', 'x'],
    ],
  ],
  ['Renovation - 2nd Floor Bath', 'vikunja', []],
  ['"tomorrow *x"', 'vikunja', []],
  ['tomorrow *x', 'disabled', []],
];

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
