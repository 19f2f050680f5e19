import { describe, expect, it } from 'vitest';
import { NOW } from './case-kit';
import { CASES } from './cases';
import { parseTaskText, titleWithout } from './parse';
import type { QuickAddMode } from './types';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

describe('parseTaskText', () => {
  it('has a table of at least 300 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(300);
  });

  it.each(CASES.map((c) => [`${c.mode ?? 'vikunja'}: ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const result = parseTaskText(c.input, c.mode ?? 'vikunja', c.now ?? NOW);
    expect({ ...result, date: iso(result.date), parts: undefined }).toEqual({
      text: c.text,
      date: iso(c.date),
      labels: c.labels ?? [],
      project: c.project ?? null,
      priority: c.priority ?? null,
      assignees: c.assignees ?? [],
      repeats: c.repeats ?? null,
      parts: undefined,
    });
  });
});

describe('titleWithout', () => {
  it.each([
    ['Buy milk @anna @bob', ['anna'], 'vikunja', 'Buy milk @bob'],
    ['@anna Buy milk', ['ANNA'], 'vikunja', 'Buy milk'],
    ["Buy @'with space' milk", ['with space'], 'vikunja', 'Buy milk'],
    ['Buy milk @"with space"', ['with space'], 'vikunja', 'Buy milk'],
    ['Mail @email@example.com', ['email@example.com'], 'vikunja', 'Mail'],
    ['Buy milk @today', ['today'], 'vikunja', 'Buy milk'],
    ['Buy milk @anna @anna', ['anna'], 'vikunja', 'Buy milk'],
    ['Buy milk @anna, then go', ['anna'], 'vikunja', 'Buy milk, then go'],
    ['@anna Call @bob tomorrow *work', ['bob'], 'vikunja', '@anna Call'],
    ['Buy *"a"@bob milk @bob', ['bob'], 'vikunja', 'Buy @bob milk'],
    ['Buy milk +anna @work', ['anna'], 'todoist', 'Buy milk'],
    ['Buy milk +anna @work', [], 'todoist', 'Buy milk +anna'],
    ['Buy milk @anna', [], 'vikunja', 'Buy milk @anna'],
    ['Buy milk @anna', ['bob'], 'vikunja', 'Buy milk @anna'],
    ['Buy milk +b @anna', ['b'], 'vikunja', 'Buy milk @anna'],
    ['"Buy milk @anna"', ['anna'], 'vikunja', 'Buy milk @anna'],
    ['Buy  milk @anna', ['anna'], 'disabled', 'Buy  milk @anna'],
  ] as const)('%j without %j (%s) is %j', (input, names, mode, expected) => {
    const parsed = parseTaskText(input, mode as QuickAddMode, NOW);
    expect(titleWithout(input, parsed, names)).toBe(expected);
  });
});
