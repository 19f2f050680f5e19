/** Priority levels as the server numbers them. */
const LOW = 1;
const MEDIUM = 2;
const HIGH = 3;

export type PriorityStyle = 'negligible' | 'normal' | 'high';

/**
 * How a task's priority badge looks, or null when it is not shown (shown at or
 * above minimumPriority, default medium, or when showAll; high styling from high up, negligible
 * at low or below). Done tasks and unset priorities show none.
 */
export function priorityDisplay(
  priority: number,
  done: boolean,
  minimum: number | undefined,
  showAll = false,
): PriorityStyle | null {
  if (done || priority <= 0) return null;
  if (!showAll && priority < (minimum ?? MEDIUM)) return null;
  if (priority >= HIGH) return 'high';
  return priority <= LOW ? 'negligible' : 'normal';
}
