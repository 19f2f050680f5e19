import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { dropTarget, flattenTree } from './project-tree';

const p = (id: number, position: number, parentProjectId = 0, isArchived = false): Project =>
  ({ id, title: `P${id}`, position, parentProjectId, isArchived }) as Project;

// A(1) [A1(11), A2(12)], B(2), C(3); archived D(4); saved filter -2
const projects = [p(2, 200), p(1, 100), p(11, 10, 1), p(12, 20, 1), p(3, 300), p(4, 50, 0, true), p(-2, 0)];

describe('flattenTree', () => {
  it('orders by position, nests children, drops archived and pseudo projects', () => {
    expect(flattenTree(projects, new Set()).map((r) => [r.project.id, r.depth, r.hasChildren])).toEqual([
      [1, 0, true],
      [11, 1, false],
      [12, 1, false],
      [2, 0, false],
      [3, 0, false],
    ]);
  });
  it('hides the children of collapsed parents', () => {
    expect(flattenTree(projects, new Set([1])).map((r) => r.project.id)).toEqual([1, 2, 3]);
  });
});

describe('dropTarget', () => {
  const rows = flattenTree(projects, new Set());
  it.each<[string, number, number, { parentProjectId: number; position: number } | null]>([
    ['C to the top: half of the first root', 4, 0, { parentProjectId: 0, position: 50 }],
    ['A to the end: last root + 65536', 0, 4, { parentProjectId: 0, position: 300 + 65536 }],
    ['C between B and A: midpoint of A and B', 4, 3, { parentProjectId: 0, position: 150 }],
    ['B right after A: first child of A', 3, 1, { parentProjectId: 1, position: 5 }],
    ['A2 above A1: half of A1', 2, 1, { parentProjectId: 1, position: 5 }],
    ['A1 below B: root between B and C', 1, 3, { parentProjectId: 0, position: 250 }],
    ['no move', 2, 2, null],
  ])('%s', (_name, from, to, expected) => {
    expect(dropTarget(rows, from, to)).toEqual(expected);
  });

  it('refuses to move a project inside its own subtree', () => {
    const deep = flattenTree([p(1, 100), p(11, 10, 1), p(111, 5, 11), p(2, 200)], new Set());
    // rows: 1, 11, 111, 2 — moving 1 below 11 (before 111) would make it a child of 11
    expect(dropTarget(deep, 0, 1)).toBeNull();
  });

  it.each<[string, number, number, { parentProjectId: number; position: number } | null]>([
    ['B dragged right in place: child of A2, the row above', 3, 3, { parentProjectId: 12, position: 0 }],
    ['C dragged right in place: first child of leaf B', 4, 4, { parentProjectId: 2, position: 0 }],
    ['A dragged right at the top: nothing above', 0, 0, null],
    ['C dragged up next to A1 and right: child of A1', 4, 2, { parentProjectId: 11, position: 0 }],
  ])('nesting: %s', (_name, from, to, expected) => {
    expect(dropTarget(rows, from, to, true, projects)).toEqual(expected);
  });

  it('nests as the last child of a collapsed parent, counting its hidden children', () => {
    const collapsed = flattenTree(projects, new Set([1])); // 1, 2, 3
    expect(dropTarget(collapsed, 1, 1, true, projects)).toEqual({ parentProjectId: 1, position: 20 + 65536 });
  });
});
