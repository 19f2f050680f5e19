import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { atomically } from './transaction.ts';

/** Marks a task as changed now (labels and assignees changing count as changes of the task). */
export function touchTask(app: AppState, taskId: number): void {
  app.db.prepare('UPDATE tasks SET updated = ? WHERE id = ?').run(nowIso(), taskId);
}

export const taskHasLabel = (app: AppState, taskId: number, labelId: number): boolean =>
  !!app.db.prepare('SELECT 1 FROM label_tasks WHERE task_id = ? AND label_id = ?').get(taskId, labelId);

/** Puts a label on a task; answers when. */
export function addTaskLabel(app: AppState, taskId: number, labelId: number, created = nowIso()): string {
  app.db.prepare('INSERT INTO label_tasks (task_id, label_id, created) VALUES (?, ?, ?)').run(taskId, labelId, created);
  return created;
}

/** Takes a label off a task; false when it was not on it. */
export const removeTaskLabel = (app: AppState, taskId: number, labelId: number): boolean =>
  app.db.prepare('DELETE FROM label_tasks WHERE task_id = ? AND label_id = ?').run(taskId, labelId).changes > 0;

/** Gives a task exactly the labels `wanted`, keeping those it already has. */
export function setTaskLabels(app: AppState, taskId: number, wanted: Set<number>): void {
  atomically(app, () => {
    const existing = new Set(
      (app.db.prepare('SELECT label_id FROM label_tasks WHERE task_id = ?').all(taskId) as { label_id: number }[]).map(
        (r) => r.label_id,
      ),
    );
    for (const id of existing) if (!wanted.has(id)) removeTaskLabel(app, taskId, id);
    for (const id of wanted) if (!existing.has(id)) addTaskLabel(app, taskId, id);
  });
}
