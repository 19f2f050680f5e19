import { describe, expect, it } from 'vitest';
import type { ProjectView } from '@/api/types';
import { doneSourceOf } from './done-source';

const view = (id: number, viewKind: ProjectView['viewKind'], filter: unknown = ''): ProjectView => ({
  id,
  title: viewKind,
  projectId: -2,
  viewKind,
  position: id,
  filter,
});
const DEFAULTS = [view(1, 'list', 'done = false'), view(2, 'gantt'), view(3, 'table'), view(4, 'kanban')];

describe('doneSourceOf', () => {
  it.each([
    ['a real project reads across projects', 7, DEFAULTS, { kind: 'project', projectId: 7 }],
    ['a saved filter reads its table view', -3, DEFAULTS, { kind: 'view', projectId: -3, viewId: 3 }],
    ['Favourites likewise', -1, DEFAULTS, { kind: 'view', projectId: -1, viewId: 3 }],
    [
      'a list view without a filter will do',
      -3,
      [view(1, 'list', { filter: '' }), view(4, 'kanban')],
      { kind: 'view', projectId: -3, viewId: 1 },
    ],
    [
      'a table that hides done tasks is skipped',
      -3,
      [view(3, 'table', { filter: 'done = false' }), view(2, 'gantt')],
      { kind: 'view', projectId: -3, viewId: 2 },
    ],
    ['no view shows done tasks', -3, [view(1, 'list', 'done = false'), view(4, 'kanban')], null],
    ['views not known yet', -3, undefined, null],
  ] as const)('%s', (_, projectId, views, expected) => {
    expect(doneSourceOf(projectId, views as ProjectView[] | undefined)).toEqual(expected);
  });
});
