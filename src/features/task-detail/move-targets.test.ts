import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { moveTargets } from './move-targets';

const project = (id: number, title: string, extra: Partial<Project> = {}): Project => ({
  id,
  title,
  description: '',
  identifier: '',
  hexColor: '',
  parentProjectId: 0,
  isArchived: false,
  isFavorite: false,
  position: 0,
  created: null,
  updated: null,
  maxPermission: 1,
  ...extra,
});

const projects = [
  project(1, 'Inbox'),
  project(2, 'Work'),
  project(3, 'Homework'),
  project(4, 'Old', { isArchived: true }),
  project(5, 'Shared read-only', { maxPermission: 0 }),
  project(6, 'Team (0.24 right field)', { maxPermission: undefined, maxRight: 2 }),
  project(-1, 'Favorites'),
  project(-3, 'Saved filter'),
];

describe('moveTargets', () => {
  it.each<[string, number, string, string[]]>([
    [
      'every writable, live, real project but the current one, by title',
      1,
      '',
      ['Homework', 'Team (0.24 right field)', 'Work'],
    ],
    ['the search matches anywhere in the title, any case', 1, 'WORK', ['Homework', 'Work']],
    ['the current project is never offered', 2, 'work', ['Homework']],
    ['nothing matches', 1, 'zzz', []],
    ['surrounding spaces are ignored', 1, '  home ', ['Homework']],
  ])('%s', (_name, current, search, titles) =>
    expect(moveTargets(projects, current, search).map((p) => p.title)).toEqual(titles),
  );
});
