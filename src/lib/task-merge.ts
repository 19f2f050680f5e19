import type { Task } from '@/api/types';

export type TaskPatch = Partial<Omit<Task, 'id'>>;

export type MergeResult = { ok: true; task: Task } | { ok: false; conflicts: Array<keyof Task> };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies the fields a person changed (`patch`, made on top of `base`) to the task as the server
 * has it now (`current`). A field someone else changed meanwhile is a conflict, never overwritten.
 */
export function mergeTaskPatch(base: Task, current: Task, patch: TaskPatch): MergeResult {
  const changes = patch as Partial<Task>;
  const conflicts = (Object.keys(changes) as Array<keyof Task>).filter(
    (field) => !same(base[field], current[field]) && !same(current[field], changes[field]),
  );
  if (conflicts.length > 0) return { ok: false, conflicts };
  return { ok: true, task: { ...current, ...patch } };
}
