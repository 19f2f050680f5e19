import type { ApiClient } from './client';
import { getTask, updateTask } from './tasks';
import type { Task } from './types';
import { mergeTaskPatch, type TaskPatch } from '@/lib/task-merge';

/** Raised when a field was changed elsewhere since the person started editing it. */
export class TaskConflictError extends Error {
  constructor(
    readonly fields: Array<keyof Task>,
    /** The task as the server has it now, to show instead of the person's stale copy. */
    readonly current: Task,
  ) {
    super(`conflict on ${fields.join(', ')}`);
    this.name = 'TaskConflictError';
  }
}

/**
 * Saves only what the person changed. Vikunja's update takes the whole task, so sending a stale copy
 * would undo every change made meanwhile (in another tab, the popup, by someone else): the task is
 * re-read first and `patch` (made on top of `base`) applied to what the server has now. A field
 * changed elsewhere meanwhile is refused with a TaskConflictError, never overwritten.
 */
export async function saveTaskChanges(client: ApiClient, base: Task, patch: TaskPatch): Promise<Task> {
  const current = await getTask(client, base.id);
  const merged = mergeTaskPatch(base, current, patch);
  if (!merged.ok) throw new TaskConflictError(merged.conflicts, current);
  return updateTask(client, merged.task);
}
