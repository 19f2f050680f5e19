import { describe, expect, it } from 'vitest';
import { testProject } from '@/test-support/project';
import { planTasks } from './plan';

const NOW = new Date(2026, 10, 22, 10, 0);
const project = testProject;
const ctx = { projects: [project(5, 'Home'), project(6, 'Work')], routeProjectId: 1, defaultProjectId: 2 };

describe('planTasks', () => {
  it('reads every attribute of a line', () => {
    const [plan] = planTasks('Buy milk tomorrow *errands !3 @anna every week', 'vikunja', NOW, ctx);
    // The assignee token stays in the title until its user is found (createPlannedTasks).
    expect(plan).toMatchObject({
      title: 'Buy milk @anna',
      projectId: 1,
      priority: 3,
      labels: ['errands'],
      assignees: ['anna'],
      repeatAfter: 604800,
      parent: null,
    });
    expect(plan?.dueDate).toBe(new Date(2026, 10, 23, 12, 0).toISOString());
  });

  it.each([
    ['route project', 'a', [1]],
    ['named project', 'a +Home', [5]],
    ['one task per line', 'a +Home\nb', [5, 1]],
    ['a subtask follows its parent project', 'a +Home\n  b', [5, 5]],
    ['a subtask may name its own project', 'a +Home\n  b +Work', [5, 6]],
    ['todoist prefix', 'a #Work', [6]],
  ] as const)('%s', (_, text, projectIds) => {
    const mode = text.includes('#') ? 'todoist' : 'vikunja';
    expect(planTasks(text, mode, NOW, ctx).map((p) => p.projectId)).toEqual(projectIds);
  });

  it('links indented lines to their parent', () => {
    expect(planTasks('a\n  b\n  c\nd', 'vikunja', NOW, ctx).map((p) => p.parent)).toEqual([null, 0, 0, null]);
  });

  it.each([
    ['unknown project anywhere fails the whole input', 'a\nb +Nope', 'UNKNOWN_PROJECT'],
    ['a line with nothing but attributes', '*x !2', 'EMPTY_TITLE'],
  ])('%s', (_, text, code) => {
    expect(() => planTasks(text, 'vikunja', NOW, ctx)).toThrow(expect.objectContaining({ code }));
  });

  it('fails with NO_PROJECT when nothing resolves', () => {
    expect(() =>
      planTasks('a', 'vikunja', NOW, { projects: [], routeProjectId: null, defaultProjectId: null }),
    ).toThrow(expect.objectContaining({ code: 'NO_PROJECT' }));
  });
});
