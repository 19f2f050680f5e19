import type { AppState, Auth } from '../context.ts';
import { readableProjectIds } from './permissions.ts';
import type { TaskRow } from './task.ts';
import { queryTasks, type TaskQuery } from './task-query.ts';

/**
 * expand=subtasks, second step: after a page of top-level tasks come all their sub-tasks, at any depth and
 * in whatever project they live (the caller must be able to read it), as long as they match the list's own
 * filter and search (so a list of undone tasks brings no done sub-tasks). This may pass the page size.
 * `seen` holds the tasks already shown (kanban buckets share one, so a sub-task comes once, under its first parent).
 */
export function withSubtasks(
  app: AppState,
  auth: Auth,
  q: TaskQuery,
  rows: TaskRow[],
  seen = new Set<number>(),
): TaskRow[] {
  const out = [...rows];
  rows.forEach((r) => seen.add(r.id));
  let readable: number[] | undefined;
  let parents = rows.map((r) => r.id);
  while (parents.length) {
    const children = (
      app.db
        .prepare(
          `SELECT DISTINCT other_task_id AS id FROM task_relations WHERE relation_kind = 'subtask' AND task_id IN (${parents.map(() => '?').join(',')})`,
        )
        .all(...parents) as { id: number }[]
    )
      .map((r) => r.id)
      .filter((id) => !seen.has(id));
    if (!children.length) break;
    children.forEach((id) => seen.add(id));
    readable ??= readableProjectIds(app, auth);
    const found = queryTasks(app, {
      ...q,
      projectIds: readable,
      taskIds: children,
      topLevelOnly: false,
      bucketId: undefined,
      favoritesOf: undefined,
      limit: children.length,
      offset: 0,
    }).rows;
    out.push(...found);
    parents = found.map((r) => r.id);
  }
  return out;
}
