import { describe, expect, it } from 'vitest';
import type { Label, User } from '@/api/types';
import { testProject } from '@/test-support/project';
import { QuickAddError } from './errors';
import { LABEL_PALETTE, randomLabelColour } from '@/lib/palette';
import { repeatFields } from '@/lib/repeat';
import { matchAssignee, matchLabels, resolveProject, type ProjectContext } from './resolve';

const project = testProject;
const PROJECTS = [
  project(1, 'Inbox'),
  project(2, 'Errands', 'ERR'),
  project(3, 'errands'),
  project(4, 'Work', 'Inbox'),
];
const ctx = (routeProjectId: number | null, defaultProjectId: number | null): ProjectContext => ({
  projects: PROJECTS,
  routeProjectId,
  defaultProjectId,
});

describe('resolveProject', () => {
  it.each([
    ['exact title wins', 'Errands', ctx(9, 1), 2],
    ['exact title is case-sensitive first', 'errands', ctx(9, 1), 3],
    ['title before identifier', 'Inbox', ctx(null, null), 1],
    ['identifier, any case', 'err', ctx(9, 1), 2],
    ['no name: route project', null, ctx(9, 1), 9],
    ['no name, no route: default project', null, ctx(null, 1), 1],
    ['route id 0 counts as none', null, ctx(0, 4), 4],
    ['Favourites (-1) is no project: default project', null, ctx(-1, 4), 4],
    ['a saved filter (-3) is no project: default project', null, ctx(-3, 4), 4],
  ] as const)('%s', (_, name, context, expected) => {
    expect(resolveProject(name, context)).toBe(expected);
  });

  it.each([
    ['unknown name', 'Nope', ctx(9, 1), 'UNKNOWN_PROJECT'],
    ['title is not matched case-insensitively', 'ERRANDS', ctx(9, 1), 'UNKNOWN_PROJECT'],
    ['nothing to fall back on', null, ctx(null, null), 'NO_PROJECT'],
    ['default project 0 is unset', null, ctx(null, 0), 'NO_PROJECT'],
    ['a saved filter without a default project', null, ctx(-2, null), 'NO_PROJECT'],
  ] as const)('%s fails with %s', (_, name, context, code) => {
    expect(() => resolveProject(name, context)).toThrow(QuickAddError);
    try {
      resolveProject(name, context);
    } catch (error) {
      expect((error as QuickAddError).code).toBe(code);
    }
  });
});

const label = (id: number, title: string): Label => ({ id, title, hexColor: 'ff0000' });
const LABELS = [label(1, 'Errands'), label(2, 'work')];

describe('matchLabels', () => {
  it.each([
    [['errands'], [1], []],
    [['WORK', 'Errands'], [2, 1], []],
    [['new'], [], ['new']],
    [['new', 'NEW', 'work'], [2], ['new']],
    [[], [], []],
  ] as const)('%j', (names, foundIds, missing) => {
    const result = matchLabels([...names], LABELS);
    expect(result.found.map((l) => l.id)).toEqual(foundIds);
    expect(result.missing).toEqual(missing);
  });
});

const user = (id: number, username: string, name = '', email = ''): User => ({
  id,
  username,
  name,
  email,
  created: null,
  updated: null,
});
const anna = user(1, 'anna', 'Anna Smith', 'anna@example.com');
const annabel = user(2, 'annabel', 'Annabel Lee');

describe('matchAssignee', () => {
  it.each([
    ['one result, partial username', 'ann', [anna], 1],
    ['one result, partial name', 'smith', [anna], 1],
    ['one result, partial email', 'example.com', [anna], 1],
    ['one result that does not contain the name', 'bob', [anna], null],
    ['several results, exact username', 'anna', [anna, annabel], 1],
    ['several results, exact name any case', 'annabel lee', [anna, annabel], 2],
    ['several results, no exact match', 'ann', [anna, annabel], null],
    ['no results', 'anna', [], null],
  ] as const)('%s', (_, name, results, expected) => {
    expect(matchAssignee(name, [...results])?.id ?? null).toBe(expected);
  });
});

describe('repeatFields', () => {
  it.each([
    [null, 0, 0],
    [{ type: 'hours', amount: 2 }, 7200, 0],
    [{ type: 'days', amount: 1 }, 86400, 0],
    [{ type: 'weeks', amount: 2 }, 1209600, 0],
    [{ type: 'months', amount: 1 }, 0, 1],
    [{ type: 'months', amount: 6 }, 6 * 30 * 86400, 0],
    [{ type: 'years', amount: 1 }, 365 * 86400, 0],
  ] as const)('%j', (repeat, repeatAfter, repeatMode) => {
    expect(repeatFields(repeat)).toEqual({ repeatAfter, repeatMode });
  });
});

describe('randomLabelColour', () => {
  it('has 13 distinct colours', () => expect(new Set(LABEL_PALETTE).size).toBe(13));
  it.each([
    [0, LABEL_PALETTE[0]],
    [0.5, LABEL_PALETTE[6]],
    [0.9999, LABEL_PALETTE[12]],
  ])('random %d picks %s', (r, colour) => expect(randomLabelColour(() => r)).toBe(colour));
});
