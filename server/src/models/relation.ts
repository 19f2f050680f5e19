import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { atomically } from './transaction.ts';

/** Each kind and the kind stored on the other task, so both sides show the relation. */
export const INVERSE: Record<string, string> = {
  subtask: 'parenttask',
  parenttask: 'subtask',
  related: 'related',
  duplicateof: 'duplicates',
  duplicates: 'duplicateof',
  blocking: 'blocked',
  blocked: 'blocking',
  precedes: 'follows',
  follows: 'precedes',
  copiedfrom: 'copiedto',
  copiedto: 'copiedfrom',
};

/** Whether `ancestor` is reachable from `taskId` by following parent links (a subtask cycle). */
export function isAncestor(app: AppState, taskId: number, ancestor: number): boolean {
  const seen = new Set<number>();
  const queue = [taskId];
  const parentsOf = app.db.prepare(
    "SELECT other_task_id AS p FROM task_relations WHERE task_id = ? AND relation_kind = 'parenttask'",
  );
  while (queue.length) {
    const id = queue.shift() ?? 0;
    if (id === ancestor) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(parentsOf.all(id) as { p: number }[]).map((r) => r.p));
  }
  return false;
}

export const relationExists = (app: AppState, taskId: number, otherId: number, kind: string): boolean =>
  !!app.db
    .prepare('SELECT 1 FROM task_relations WHERE task_id = ? AND other_task_id = ? AND relation_kind = ?')
    .get(taskId, otherId, kind);

/** Relates two tasks, storing the inverse kind on the other one; answers when. */
export function createRelation(app: AppState, taskId: number, otherId: number, kind: string, userId: number): string {
  const created = nowIso();
  const insert = app.db.prepare(
    'INSERT INTO task_relations (task_id, other_task_id, relation_kind, created_by_id, created) VALUES (?, ?, ?, ?, ?)',
  );
  atomically(app, () => {
    insert.run(taskId, otherId, kind, userId, created);
    insert.run(otherId, taskId, INVERSE[kind], userId, created);
  });
  return created;
}

/** Removes a relation from both tasks; false when the task had no such relation. */
export function deleteRelation(app: AppState, taskId: number, otherId: number, kind: string): boolean {
  const remove = app.db.prepare(
    'DELETE FROM task_relations WHERE task_id = ? AND other_task_id = ? AND relation_kind = ?',
  );
  return atomically(app, () => {
    const n = remove.run(taskId, otherId, kind).changes;
    remove.run(otherId, taskId, INVERSE[kind]);
    return n > 0;
  });
}
