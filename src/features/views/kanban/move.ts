import type { Bucket, Task } from '@/api/types';
import { positionBetween } from '@/lib/position';

export interface Move {
  taskId: number;
  fromBucketId: number;
  toBucketId: number;
  /** Index in the target bucket after the move. */
  toIndex: number;
}

export interface MovedBoard {
  buckets: Bucket[];
  /** The moved task's new position, from its new neighbours (the midpoint rule of src/lib/position.ts). */
  position: number;
}

/** Where a task sits now, or null. */
export function findTask(buckets: Bucket[], taskId: number): { bucketId: number; index: number } | null {
  for (const bucket of buckets) {
    const index = (bucket.tasks ?? []).findIndex((t) => t.id === taskId);
    if (index >= 0) return { bucketId: bucket.id, index };
  }
  return null;
}

/** Pure: the board after moving a task, with the position it gets between its new neighbours. */
export function applyMove(buckets: Bucket[], move: Move): MovedBoard | null {
  const source = buckets.find((b) => b.id === move.fromBucketId);
  const task: Task | undefined = source?.tasks?.find((t) => t.id === move.taskId);
  if (!source || !task || !buckets.some((b) => b.id === move.toBucketId)) return null;

  const without = buckets.map((b) =>
    b.id === source.id ? { ...b, tasks: (b.tasks ?? []).filter((t) => t.id !== task.id) } : b,
  );
  const target = without.find((b) => b.id === move.toBucketId)!;
  const list = [...(target.tasks ?? [])];
  const index = Math.max(0, Math.min(move.toIndex, list.length));
  const position = positionBetween(list[index - 1]?.position ?? null, list[index]?.position ?? null);
  list.splice(index, 0, { ...task, position, bucketId: target.id });
  return {
    position,
    buckets: without.map((b) => (b.id === target.id ? { ...b, tasks: list } : b)),
  };
}

/** Pure: the buckets with one moved to `toIndex` (as dnd-kit's arrayMove counts), and its new position; null when nothing moves. */
export function moveBucket<B extends Bucket>(
  buckets: B[],
  bucketId: number,
  toIndex: number,
): { buckets: B[]; position: number } | null {
  const from = buckets.findIndex((b) => b.id === bucketId);
  if (from < 0) return null;
  const rest = buckets.filter((b) => b.id !== bucketId);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  if (index === from) return null;
  const position = positionBetween(rest[index - 1]?.position ?? null, rest[index]?.position ?? null);
  rest.splice(index, 0, { ...buckets[from]!, position });
  return { buckets: rest, position };
}
