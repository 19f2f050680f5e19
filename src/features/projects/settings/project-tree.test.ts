import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { parentCandidates, selfAndDescendants } from './project-tree';

const p = (id: number, parentProjectId: number, title = `P${id}`) => ({ id, parentProjectId, title }) as Project;
const projects = [
  p(1, 0, 'Work'),
  p(2, 1, 'Clients'),
  p(3, 2, 'Acme'),
  p(4, 0, 'Home'),
  p(5, 4, 'Garden'),
  p(-1, 0, 'Favorites'),
];

describe('selfAndDescendants', () => {
  it.each([
    [1, [1, 2, 3]],
    [2, [2, 3]],
    [3, [3]],
    [4, [4, 5]],
    [99, [99]],
  ])('%s → %j', (id, expected) => expect([...selfAndDescendants(projects, id)].sort()).toEqual(expected));
});

describe('parentCandidates', () => {
  it('excludes the project, its descendants and pseudo-projects, sorted by title', () => {
    expect(parentCandidates(projects, 1).map((x) => x.title)).toEqual(['Garden', 'Home']);
    expect(parentCandidates(projects, 5).map((x) => x.title)).toEqual(['Acme', 'Clients', 'Home', 'Work']);
  });
});
