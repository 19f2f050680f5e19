import { describe, expect, it } from 'vitest';
import { legacyListTarget, pickView } from './pick-view';

const views = [
  { id: 11, position: 2, viewKind: 'gantt' as const },
  { id: 10, position: 1, viewKind: 'list' as const },
  { id: 13, position: 4, viewKind: 'kanban' as const },
  { id: 12, position: 3, viewKind: 'table' as const },
];

describe('pickView', () => {
  it.each([
    ['the first by position without anything else', null, undefined, undefined, 10],
    ['the remembered one', 12, undefined, undefined, 12],
    ['a remembered view that is gone falls to the default kind', 99, 'kanban', undefined, 13],
    ['the default kind when nothing is remembered', null, 'gantt', undefined, 11],
    ['"first" means the first view', null, 'first', undefined, 10],
    ['a requested kind wins over the remembered one', 12, 'gantt', 'kanban', 13],
    ['an unknown requested kind is ignored', 12, undefined, 'calendar', 12],
  ])('%s', (_name, remembered, preferred, requested, expected) => {
    expect(pickView(views, remembered, preferred, requested)).toBe(expected);
  });

  it('answers null without views', () => expect(pickView([], null, undefined)).toBeNull());
});

describe('legacyListTarget', () => {
  it.each([
    ['/lists/5', '', '', '/projects/5'],
    ['/lists/5/', '', '', '/projects/5'],
    ['/lists/5/14', '?page=2', '', '/projects/5/14?page=2'],
    ['/lists/5/kanban', '', '', '/projects/5?kind=kanban'],
    ['/lists/5/list', '?x=1', '#top', '/projects/5?x=1&kind=list#top'],
    ['/lists/5/settings/edit', '', '', '/projects/5/settings/edit'],
  ])('%s%s%s → %s', (path, search, hash, expected) => expect(legacyListTarget(path, search, hash)).toBe(expected));
});
