import { describe, expect, it } from 'vitest';
import type { Bucket, Task } from '@/api/types';
import { applyMove, findTask, moveBucket } from './move';

const task = (id: number, position: number) => ({ id, title: `T${id}`, position }) as Task;
const board = (): Bucket[] => [
  { id: 1, title: 'To do', tasks: [task(1, 100), task(2, 200), task(3, 300)] } as Bucket,
  { id: 2, title: 'Doing', tasks: [task(4, 1000)] } as Bucket,
  { id: 3, title: 'Done', tasks: [] as Task[] } as Bucket,
];

const ids = (buckets: Bucket[]) => buckets.map((b) => (b.tasks ?? []).map((t) => t.id));

describe('applyMove', () => {
  it.each([
    [
      'to the top of another bucket: half of next',
      { taskId: 2, fromBucketId: 1, toBucketId: 2, toIndex: 0 },
      [[1, 3], [2, 4], []],
      500,
    ],
    [
      'to the end of another bucket: previous + 65536',
      { taskId: 2, fromBucketId: 1, toBucketId: 2, toIndex: 1 },
      [[1, 3], [4, 2], []],
      1000 + 65536,
    ],
    ['into an empty bucket: 0', { taskId: 1, fromBucketId: 1, toBucketId: 3, toIndex: 0 }, [[2, 3], [4], [1]], 0],
    [
      'within a bucket, between two: midpoint',
      { taskId: 3, fromBucketId: 1, toBucketId: 1, toIndex: 1 },
      [[1, 3, 2], [4], []],
      150,
    ],
    [
      'an index past the end is clamped',
      { taskId: 1, fromBucketId: 1, toBucketId: 2, toIndex: 99 },
      [[2, 3], [4, 1], []],
      1000 + 65536,
    ],
  ])('%s', (_name, move, expectedIds, position) => {
    const result = applyMove(board(), move);
    expect(result && ids(result.buckets)).toEqual(expectedIds);
    expect(result?.position).toBe(position);
    const moved = result?.buckets.flatMap((b) => b.tasks ?? []).find((t) => t.id === move.taskId);
    expect(moved).toMatchObject({ position, bucketId: move.toBucketId });
  });

  it.each([
    ['an unknown task', { taskId: 99, fromBucketId: 1, toBucketId: 2, toIndex: 0 }],
    ['a wrong source bucket', { taskId: 1, fromBucketId: 2, toBucketId: 2, toIndex: 0 }],
    ['an unknown target bucket', { taskId: 1, fromBucketId: 1, toBucketId: 42, toIndex: 0 }],
  ])('refuses %s', (_name, move) => expect(applyMove(board(), move)).toBeNull());

  it('never changes the board it was given', () => {
    const original = board();
    applyMove(original, { taskId: 1, fromBucketId: 1, toBucketId: 2, toIndex: 0 });
    expect(ids(original)).toEqual([[1, 2, 3], [4], []]);
  });
});

describe('findTask', () => {
  it('finds a task by id', () => expect(findTask(board(), 4)).toEqual({ bucketId: 2, index: 0 }));
  it('answers null when absent', () => expect(findTask(board(), 7)).toBeNull());
});

describe('moveBucket', () => {
  const buckets = (): Bucket[] =>
    [
      { id: 1, title: 'A', position: 65536 },
      { id: 2, title: 'B', position: 131072 },
      { id: 3, title: 'C', position: 196608 },
    ] as Bucket[];
  const order = (list: Bucket[]) => list.map((b) => b.id);

  it.each([
    ['first to the end: previous + 65536', 1, 2, [2, 3, 1], 196608 + 65536],
    ['last to the front: half of next', 3, 0, [3, 1, 2], 32768],
    ['first between the others: midpoint', 1, 1, [2, 1, 3], (131072 + 196608) / 2],
    ['last between the others: midpoint', 3, 1, [1, 3, 2], (65536 + 131072) / 2],
    ['an index past the end is clamped', 2, 9, [1, 3, 2], 196608 + 65536],
  ])('%s', (_name, id, toIndex, expected, position) => {
    const result = moveBucket(buckets(), id, toIndex);
    expect(result && order(result.buckets)).toEqual(expected);
    expect(result?.position).toBe(position);
    expect(result?.buckets.find((b) => b.id === id)?.position).toBe(position);
  });

  it('answers null for an unknown bucket or a drop where it started', () => {
    expect(moveBucket(buckets(), 9, 0)).toBeNull();
    expect(moveBucket(buckets(), 2, 1)).toBeNull();
  });

  it('keeps the other buckets and never changes the list it was given', () => {
    const original = buckets();
    const result = moveBucket(original, 1, 2);
    expect(order(original)).toEqual([1, 2, 3]);
    expect(result?.buckets[0]).toBe(original[1]);
  });

  it('a single bucket has nowhere to go', () => expect(moveBucket(buckets().slice(0, 1), 1, 0)).toBeNull());
});
