import { describe, expect, it } from 'vitest';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import {
  boundState,
  cacheBuster,
  CACHE_SCHEMA,
  MAX_BOARD_TASKS,
  MAX_TASK_PAGES,
  shouldPersistQuery,
} from './persist-filter';

const page = (n: number) => ({ items: Array.from({ length: n }, (_, i) => ({ id: i })), totalPages: 1 });
const listQuery = { perPage: 50, sortBy: ['position', 'id'], page: 1, filterTimezone: 'UTC' };

describe('shouldPersistQuery', () => {
  const cases: Array<[string, QueryKey, unknown, boolean]> = [
    ['server info', ['info', 'https://v.example/api/v1'], { version: 'v2.5.0' }, true],
    ['the signed-in user', ['user', 'current'], { id: 1 }, true],
    ['the project list', ['projects', 'list'], [], true],
    ['one project', ['projects', 'detail', 3], { id: 3 }, true],
    ['a project’s views', ['projects', 'views', 3], [], true],
    ['unread notifications', ['notifications', 'list'], [], true],
    ['a list view’s first page', ['tasks', 'view', 3, 7, listQuery], page(50), true],
    ['a first page without a page number', ['tasks', 'view', 3, 7, { perPage: 50 }], page(2), true],
    ['a second page', ['tasks', 'view', 3, 7, { ...listQuery, page: 2 }], page(50), false],
    ['a search', ['tasks', 'view', 3, 7, { ...listQuery, s: 'milk' }], page(1), false],
    ['a huge page', ['tasks', 'view', 3, 7, { ...listQuery, perPage: 500 }], page(500), false],
    [
      'a kanban board',
      ['kanban', 3, 7],
      [
        { id: 1, tasks: page(25).items },
        { id: 2, tasks: [] },
      ],
      true,
    ],
    ['a board paged far', ['kanban', 3, 7], [{ id: 1, tasks: page(MAX_BOARD_TASKS + 1).items }], false],
    ['not a board', ['kanban', 3, 7, 'x'], [], false],
    ['a kanban-shaped task key', ['tasks', 'view', 'kanban', 3, 7], { buckets: [] }, false],
    ['every task of a view', ['tasks', 'view', 3, 7, 'every', listQuery], page(3), false],
    ['done tasks', ['tasks', 'view', 'done', null, 'UTC', 'done = true', ''], page(3), false],
    ['a task’s detail', ['tasks', 'detail', 5], { id: 5 }, false],
    ['avatars', ['avatar', 'u', 'demo', 50, 0], {}, false],
    ['labels', ['labels', 'list'], [], false],
  ];
  it.each(cases)('%s', (_name, queryKey, data, kept) => {
    expect(shouldPersistQuery({ queryKey, state: { status: 'success', data } })).toBe(kept);
  });

  it('never keeps a failed or pending answer', () => {
    expect(shouldPersistQuery({ queryKey: ['projects', 'list'], state: { status: 'error', data: [] } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['user', 'current'], state: { status: 'pending', data: undefined } })).toBe(
      false,
    );
  });
});

describe('cacheBuster', () => {
  it('changes with the app version and carries the schema version', () => {
    expect(cacheBuster('1.0.0')).not.toBe(cacheBuster('1.0.1'));
    expect(cacheBuster('1.0.0')).toContain(`schema-${CACHE_SCHEMA}`);
  });
});

describe('boundState', () => {
  const kept = (queryKey: QueryKey, at: number, data: unknown) =>
    ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: { data, dataUpdatedAt: at, status: 'success' },
    }) as DehydratedState['queries'][number];
  const taskPage = (viewId: number, at: number) => kept(['tasks', 'view', 1, viewId, listQuery], at, page(50));

  it('keeps only the newest task pages', () => {
    const pages = Array.from({ length: MAX_TASK_PAGES + 5 }, (_, i) => taskPage(i, i));
    const out = boundState({ mutations: [], queries: [kept(['user', 'current'], 0, { id: 1 }), ...pages] });
    const views = out.queries.filter((q) => q.queryKey[0] === 'tasks').map((q) => q.queryKey[3] as number);
    expect(views).toHaveLength(MAX_TASK_PAGES);
    expect(Math.min(...views)).toBe(5);
    expect(out.queries.some((q) => q.queryKey[0] === 'user')).toBe(true);
  });

  it('counts kanban boards among the task pages', () => {
    const pages = Array.from({ length: MAX_TASK_PAGES }, (_, i) => taskPage(i, i + 1));
    const board = kept(['kanban', 1, 99], 0, [{ id: 1, tasks: [] }]);
    const out = boundState({ mutations: [], queries: [board, ...pages] });
    expect(out.queries).toHaveLength(MAX_TASK_PAGES);
    expect(out.queries.some((q) => q.queryKey[0] === 'kanban')).toBe(false);
  });

  it('drops the oldest task pages first, then the oldest projects, until it fits; the user and the list stay', () => {
    const user = kept(['user', 'current'], 0, { id: 1 });
    const list = kept(['projects', 'list'], 0, []);
    const old = kept(['projects', 'detail', 1], 1, { id: 1 });
    const recent = kept(['projects', 'detail', 2], 9, { id: 2 });
    const pages = [taskPage(1, 5), taskPage(2, 8)];
    const all = [user, list, old, recent, ...pages];
    const hashes = (state: DehydratedState) => state.queries.map((q) => q.queryHash).sort();
    const fits = (queries: typeof all) => JSON.stringify(queries).length;

    const onePageLess = boundState({ mutations: [], queries: all }, fits([user, list, old, recent, pages[1]!]));
    expect(hashes(onePageLess)).toEqual(hashes({ mutations: [], queries: [user, list, old, recent, pages[1]!] }));

    const noPages = boundState({ mutations: [], queries: all }, fits([user, list, recent]) + 10);
    expect(hashes(noPages)).toEqual(hashes({ mutations: [], queries: [user, list, recent] }));
  });
});
