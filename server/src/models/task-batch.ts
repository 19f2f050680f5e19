import type { AppState, Auth } from '../context.ts';
import type { Json } from '../http/body.ts';
import { deleteTaskRows } from './project.ts';
import { taskJson, type TaskRow } from './task.ts';
import { notifyTaskDeleted } from './task-notify.ts';
import { createTask, updateTask } from './task-write.ts';

/** Creates the tasks in the order given, all or none. */
export function createTasks(app: AppState, auth: Auth, projectId: number, bodies: Json[]): TaskRow[] {
  return app.db.transaction(() => bodies.map((t) => createTask(app, auth, projectId, t)))();
}

/** Updates each task with the body its `patch` makes of the task as it stands, all or none. */
export function updateTasks(
  app: AppState,
  auth: Auth,
  items: { t: TaskRow; patch: (current: Json) => Json }[],
): TaskRow[] {
  return app.db.transaction(() =>
    items.map(({ t, patch }) => updateTask(app, auth, t, patch(taskJson(app, auth, t)))),
  )();
}

/** Deletes a task with its rows; the people to notify are read from its assignees and subscriptions first. */
export function deleteTask(app: AppState, auth: Auth, task: TaskRow): void {
  app.db.transaction(() => {
    notifyTaskDeleted(app, auth, task);
    deleteTaskRows(app, task.id);
  })();
}
