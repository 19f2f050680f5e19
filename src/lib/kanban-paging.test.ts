import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { appendPage, hasMore, isFull, KANBAN_PAGE, nextPage, patchBucket, type BoardBucket } from './kanban-paging';

const tasks = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, title: `T${from + i}` }) as Task);
const bucket = (over: Partial<BoardBucket>): BoardBucket => ({
  id: 1,
  title: 'To do',
  projectViewId: 9,
  tasks: [],
  limit: 0,
  position: 1,
  ...over,
});

describe('hasMore', () => {
  it.each([
    ['a bucket whose tasks are all loaded', bucket({ tasks: tasks(1, 3), count: 3 }), false],
    ['a first page of a bigger bucket', bucket({ tasks: tasks(1, KANBAN_PAGE), count: 30 }), true],
    ['after the last page', bucket({ tasks: tasks(1, 29), count: 30, pagesLoaded: 2 }), false],
    ['two pages of three', bucket({ tasks: tasks(1, 50), count: 60, pagesLoaded: 2 }), true],
    ['no count from the server', bucket({ tasks: tasks(1, KANBAN_PAGE) }), false],
  ])('%s', (_name, b, expected) => expect(hasMore(b)).toBe(expected));
});

describe('nextPage', () => {
  it('is page 2 after the board', () => expect(nextPage(bucket({}))).toBe(2));
  it('follows the pages loaded', () => expect(nextPage(bucket({ pagesLoaded: 3 }))).toBe(4));
});

describe('appendPage', () => {
  const board = () => [
    bucket({ id: 1, tasks: tasks(1, 2), count: 4 }),
    bucket({ id: 2, tasks: tasks(10, 1), count: 1 }),
  ];

  it('appends to the right bucket only, remembers the page and sets the bucket on each task', () => {
    const result = appendPage(board(), 1, 2, tasks(3, 2));
    expect(result[0]?.tasks?.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(result[0]?.tasks?.[3]?.bucketId).toBe(1);
    expect(result[0]?.pagesLoaded).toBe(2);
    expect(result[1]).toEqual(board()[1]);
  });

  it('does not repeat a task already shown', () => {
    expect(appendPage(board(), 1, 2, tasks(2, 3))[0]?.tasks?.map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it('never changes the board it was given', () => {
    const original = board();
    appendPage(original, 1, 2, tasks(3, 2));
    expect(original[0]?.tasks).toHaveLength(2);
  });
});

describe('isFull', () => {
  it.each([
    ['no limit', bucket({ limit: 0, count: 100 }), false],
    ['below the limit', bucket({ limit: 3, count: 2 }), false],
    ['at the limit', bucket({ limit: 3, count: 3 }), true],
    ['counted from loaded tasks without a count', bucket({ limit: 2, tasks: tasks(1, 2) }), true],
  ])('%s', (_name, b, expected) => expect(isFull(b)).toBe(expected));
});

describe('patchBucket', () => {
  it('replaces title and limit of one bucket, keeping its tasks', () => {
    const result = patchBucket([bucket({ id: 1, tasks: tasks(1, 1) }), bucket({ id: 2 })], {
      id: 1,
      title: 'Later',
      limit: 5,
    });
    expect(result[0]).toMatchObject({ id: 1, title: 'Later', limit: 5, tasks: tasks(1, 1) });
    expect(result[1]?.title).toBe('To do');
  });
});
