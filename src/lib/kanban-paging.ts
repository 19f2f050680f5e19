import type { Bucket, Task } from '@/api/types';

/** The page size for one kanban bucket. */
export const KANBAN_PAGE = 25;

/** A bucket as the board keeps it: how many of its pages are loaded (the board's first answer is page 1). */
export interface BoardBucket extends Bucket {
  pagesLoaded?: number;
}

/** Whether a bucket holds more tasks than are loaded and there is a page left to ask for. */
export function hasMore(bucket: BoardBucket): boolean {
  const count = bucket.count ?? 0;
  const loaded = bucket.tasks?.length ?? 0;
  return loaded < count && (bucket.pagesLoaded ?? 1) * KANBAN_PAGE < count;
}

/** The page to ask for next. */
export function nextPage(bucket: BoardBucket): number {
  return (bucket.pagesLoaded ?? 1) + 1;
}

/** Pure: the board with one more page of a bucket appended; tasks already shown (moved meanwhile) are not repeated. */
export function appendPage(buckets: BoardBucket[], bucketId: number, page: number, tasks: Task[]): BoardBucket[] {
  return buckets.map((bucket) => {
    if (bucket.id !== bucketId) return bucket;
    const current = bucket.tasks ?? [];
    const seen = new Set(current.map((t) => t.id));
    return {
      ...bucket,
      tasks: [...current, ...tasks.filter((t) => !seen.has(t.id)).map((t) => ({ ...t, bucketId }))],
      pagesLoaded: Math.max(bucket.pagesLoaded ?? 1, page),
    };
  });
}

/** Whether a bucket with a limit (0 = none) can take no further card. */
export function isFull(bucket: Bucket): boolean {
  return bucket.limit > 0 && (bucket.count ?? bucket.tasks?.length ?? 0) >= bucket.limit;
}

/** Pure: the board with one bucket's title and limit replaced (shown at once while the server saves). */
export function patchBucket(buckets: BoardBucket[], changed: Pick<Bucket, 'id' | 'title' | 'limit'>): BoardBucket[] {
  return buckets.map((b) => (b.id === changed.id ? { ...b, title: changed.title, limit: changed.limit } : b));
}
