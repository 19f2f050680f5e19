import { describe, expect, it } from 'vitest';
import { parseFilter } from './parse.ts';
import { printFilter } from './print.ts';
import { collectFilterRefs, resolveFilterRefs } from './refs.ts';

const LABELS: Record<string, number> = { bug: 1, 'needs review': 4 };
const PROJECTS: Record<string, number> = { Inbox: 7 };

describe('filter refs', () => {
  const ast = parseFilter(
    'labels in bug, 2, "needs review" && (assignees = alice || project != Inbox) || labels like b%',
  );

  it('collects each name once, skipping ids and like patterns', () => {
    expect(collectFilterRefs(ast)).toEqual([
      { field: 'labels', name: 'bug' },
      { field: 'labels', name: 'needs review' },
      { field: 'assignees', name: 'alice' },
      { field: 'project', name: 'Inbox' },
    ]);
    expect(collectFilterRefs(parseFilter(''))).toEqual([]);
  });

  it('replaces resolved names with ids and keeps the rest', () => {
    const resolved = resolveFilterRefs(ast, ({ field, name }) =>
      field === 'labels' ? LABELS[name] : field === 'project' ? PROJECTS[name] : undefined,
    );
    expect(printFilter(resolved)).toBe('(labels in 1, 2, 4 && (assignees = alice || project != 7)) || labels like b%');
    expect(printFilter(ast)).toContain('bug'); // the input tree is not mutated
  });
});
