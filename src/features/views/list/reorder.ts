import type { Task } from '@/api/types';
import { positionBetween } from '@/lib/position';

/**
 * Where a task dragged from `activeId` onto `overId` ends up: the list in its new order and the task's new
 * position between its new neighbours. Null when nothing moves.
 */
export function reorder(
  tasks: Task[],
  activeId: number,
  overId: number,
): { tasks: Task[]; task: Task; position: number } | null {
  const from = tasks.findIndex((t) => t.id === activeId);
  const to = tasks.findIndex((t) => t.id === overId);
  const task = tasks[from];
  if (!task || to < 0 || from === to) return null;
  const rest = tasks.filter((t) => t.id !== activeId);
  const moved = [...rest.slice(0, to), task, ...rest.slice(to)];
  const position = positionBetween(moved[to - 1]?.position, moved[to + 1]?.position);
  return { tasks: moved.map((t) => (t.id === activeId ? { ...t, position } : t)), task, position };
}
