import type { Task } from '@/api/types';

/** A task with the sub-tasks shown under it. */
export interface TaskNode {
  task: Task;
  subtasks: TaskNode[];
}

const idsOf = (tasks: Task[] | undefined) => (tasks ?? []).map((t) => t.id);

/**
 * Nests a page of tasks: a task whose parent is on the same page is shown under that parent instead of at the
 * top level. A parent's sub-tasks come from its relatedTasks (the page's own copy when it has one, which is
 * fuller); done sub-tasks known only from the parent only when `showDone`. Cycles and repeated parents are cut.
 */
export function nestSubtasks(tasks: Task[], showDone: boolean): TaskNode[] {
  const onPage = new Map(tasks.map((t) => [t.id, t]));
  const build = (task: Task, ancestors: Set<number>): TaskNode => {
    const seen = new Set(ancestors).add(task.id);
    const subtasks = (task.relatedTasks?.subtask ?? [])
      .map((sub) => onPage.get(sub.id) ?? sub)
      .filter((sub) => !seen.has(sub.id) && (showDone || !sub.done || onPage.has(sub.id)))
      .map((sub) => build(sub, seen));
    return { task, subtasks };
  };
  const nodes = tasks
    .filter((t) => !idsOf(t.relatedTasks?.parenttask).some((id) => id !== t.id && onPage.has(id)))
    .map((t) => build(t, new Set()));
  // A task whose parents are all beneath it (a cycle) would vanish: it stays at the top level.
  const shown = new Set<number>();
  const mark = (n: TaskNode): void => void (shown.add(n.task.id), n.subtasks.forEach(mark));
  nodes.forEach(mark);
  for (const t of tasks) {
    if (shown.has(t.id)) continue;
    const node = build(t, new Set());
    mark(node);
    nodes.push(node);
  }
  return nodes;
}

/**
 * Whether two nodes draw the same: the same task objects (a fresh answer equal to the last keeps them, through
 * the query's structural sharing) with the same sub-tasks. A row whose node is the same need not be drawn again.
 */
export function sameNode(a: TaskNode, b: TaskNode): boolean {
  if (a === b) return true;
  if (a.task !== b.task || a.subtasks.length !== b.subtasks.length) return false;
  return a.subtasks.every((sub, i) => sameNode(sub, b.subtasks[i]!));
}
