import { describe, expect, it } from 'vitest';
import { NOW } from './case-kit';
import { CASES } from './cases';
import { parseTaskText } from './parse';

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
