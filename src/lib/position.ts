/** Gap between neighbours when an item goes to the end of a list. */
export const POSITION_GAP = 65536;

/**
 * The position of an item dropped between two neighbours: the midpoint;
 * 0 with no neighbours; previous + 65536 with no next; half of next with no previous.
 */
export function positionBetween(previous: number | null | undefined, next: number | null | undefined): number {
  const hasPrevious = previous !== null && previous !== undefined;
  const hasNext = next !== null && next !== undefined;
  if (!hasPrevious && !hasNext) return 0;
  if (!hasPrevious) return (next as number) / 2;
  if (!hasNext) return previous + POSITION_GAP;
  return (previous + (next as number)) / 2;
}
