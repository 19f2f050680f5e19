import type { Task } from '@/api/types';
import { hasDescription } from '@/features/projects/project-info';

/** What a task row shows beside the title: what the task has, without opening it. */
export interface TaskSigns {
  description: boolean;
  comments: number;
  attachments: number;
  /** Done and total sub-tasks; null when it has none. */
  subtasks: { done: number; total: number } | null;
}

export function taskSigns(task: Task): TaskSigns {
  const subtasks = task.relatedTasks?.subtask ?? [];
  return {
    description: hasDescription(task.description),
    comments: task.commentCount ?? 0,
    attachments: task.attachments?.length ?? 0,
    subtasks: subtasks.length > 0 ? { done: subtasks.filter((s) => s.done).length, total: subtasks.length } : null,
  };
}
