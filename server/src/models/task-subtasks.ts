import type { AppState, Auth } from '../context.ts';
import { readableProjectIds } from './permissions.ts';
import type { TaskRow } from './task.ts';
import { queryTasks, type TaskQuery } from './task-query.ts';

/** Every sub-task link below the tasks, at any depth, in one statement (a loop of links is read once). */
function subtaskLinksBelow(app: AppState, roots: number[]): Map<number, number[]> {
  const links = app.db
    .prepare(
      `WITH RECURSIVE below(id) AS (
         SELECT value FROM json_each(?)
         UNION SELECT r.other_task_id FROM task_relations r JOIN below b ON r.task_id = b.id WHERE r.relation_kind = 'subtask'
       )
       SELECT DISTINCT task_id, other_task_id FROM task_relations
       WHERE relation_kind = 'subtask' AND task_id IN (SELECT id FROM below)`,
    )
    .all(JSON.stringify(roots)) as { task_id: number; other_task_id: number }[];
  const children = new Map<number, number[]>();
  for (const l of links) children.set(l.task_id, [...(children.get(l.task_id) ?? []), l.other_task_id]);
  return children;
}

/**
 * expand=subtasks, second step, for pages listed one after another (a list's one page, or a kanban board's
 * page of each bucket): after each page of top-level tasks come all their sub-tasks, at any depth and in
 * whatever project they live (the caller must be able to read it), as long as they match the list's own
 * filter and search (so a list of undone tasks brings no done sub-tasks, nor what lies below those). This may
 * pass the page size. A sub-task comes once, under its first parent. The links are read in one statement and
 * the matching sub-tasks in one query for all the pages, then handed out level by level in the list's order.
 */
export function withSubtasksOfPages(app: AppState, auth: Auth, q: TaskQuery, pages: TaskRow[][]): TaskRow[][] {
  const roots = [...new Set(pages.flat().map((r) => r.id))];
  const children = roots.length ? subtaskLinksBelow(app, roots) : new Map<number, number[]>();
  const candidates = [...new Set([...children.values()].flat())];
  const matching = candidates.length
    ? queryTasks(app, {
        ...q,
        projectIds: readableProjectIds(app, auth),
        taskIds: candidates,
        topLevelOnly: false,
        bucketId: undefined,
        favoritesOf: undefined,
        limit: candidates.length,
        offset: 0,
      }).rows
    : [];
  const rank = new Map(matching.map((t, i) => [t.id, { t, i }]));
  const seen = new Set<number>();
  return pages.map((rows) => {
    const out = [...rows];
    rows.forEach((r) => seen.add(r.id));
    let parents = rows.map((r) => r.id);
    while (parents.length) {
      const level = [...new Set(parents.flatMap((id) => children.get(id) ?? []))].filter((id) => !seen.has(id));
      level.forEach((id) => seen.add(id));
      const found = level
        .flatMap((id) => rank.get(id) ?? [])
        .sort((a, b) => a.i - b.i)
        .map((m) => m.t);
      out.push(...found);
      parents = found.map((r) => r.id);
    }
    return out;
  });
}

/** withSubtasksOfPages for a single page. */
export const withSubtasks = (app: AppState, auth: Auth, q: TaskQuery, rows: TaskRow[]): TaskRow[] =>
  withSubtasksOfPages(app, auth, q, [rows])[0] ?? [];
