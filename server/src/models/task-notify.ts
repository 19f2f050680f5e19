import type { AppState, Auth } from '../context.ts';
import { createNotification } from './notification.ts';
import { projectJson, type ProjectRow } from './project.ts';
import { taskJson, type TaskRow } from './task.ts';
import { userJsonById } from './user.ts';

/**
 * Who hears about what ("the other people involved"), shared by every route that raises a
 * notification so that the comment, assignee, task-update, delete and project paths agree.
 */

/** Subscription entity types, as stored in `subscriptions.entity_type`. */
const PROJECT = 2;
const TASK = 3;

/** The project and its ancestors: a subscription to a parent project covers its children, as in Vikunja. */
function projectChain(app: AppState, projectId: number): number[] {
  const chain: number[] = [];
  // The depth bound guards against a corrupt parent cycle.
  for (let id = projectId; id > 0 && chain.length < 50 && !chain.includes(id);) {
    chain.push(id);
    id =
      (app.db.prepare('SELECT parent_project_id AS p FROM projects WHERE id = ?').get(id) as { p: number } | undefined)
        ?.p ?? 0;
  }
  return chain;
}

/** Users subscribed to the project (or an ancestor of it) and, when given, to the task itself. */
export function subscriberIds(app: AppState, projectId: number, taskId?: number): number[] {
  const ids: number[] = [];
  const stmt = app.db.prepare('SELECT user_id FROM subscriptions WHERE entity_type = ? AND entity_id = ?');
  const collect = (type: number, id: number): void => {
    for (const r of stmt.all(type, id) as { user_id: number }[]) ids.push(r.user_id);
  };
  if (taskId !== undefined) collect(TASK, taskId);
  for (const p of projectChain(app, projectId)) collect(PROJECT, p);
  return ids;
}

/** Everyone involved in a task: its creator, its assignees and the subscribers of it or its project. */
export function taskInvolvedIds(app: AppState, t: TaskRow): number[] {
  const assignees = (
    app.db.prepare('SELECT user_id FROM task_assignees WHERE task_id = ?').all(t.id) as { user_id: number }[]
  ).map((a) => a.user_id);
  return [t.created_by_id, ...assignees, ...subscriberIds(app, t.project_id, t.id)];
}

/**
 * Stores one notification per recipient, skipping the doer (people are not told about their own
 * actions), link-share pseudo users (ids <= 0 cannot read notifications) and duplicates.
 * Returns the users notified.
 */
export function notifyUsers(
  app: AppState,
  recipients: Iterable<number>,
  doerId: number,
  name: string,
  payload: unknown,
  subjectId: number,
): number[] {
  const sent: number[] = [];
  for (const uid of new Set(recipients)) {
    if (uid <= 0 || uid === doerId) continue;
    createNotification(app, uid, name, payload, subjectId);
    sent.push(uid);
  }
  return sent;
}

/** task.assigned (doer, task, assignee) for the new assignee, unless they assigned themselves. */
export function notifyAssigned(app: AppState, auth: Auth, t: TaskRow, assigneeId: number): void {
  if (assigneeId === auth.userId) return;
  const payload = {
    doer: userJsonById(app, auth.userId),
    task: taskJson(app, auth, t, { shallow: true }),
    assignee: userJsonById(app, assigneeId),
  };
  notifyUsers(app, [assigneeId], auth.userId, 'task.assigned', payload, t.id);
}

/** task.comment (doer, task, comment) for everyone involved in the task; returns who was told. */
export function notifyComment(app: AppState, auth: Auth, t: TaskRow, comment: Record<string, unknown>): number[] {
  const payload = { doer: userJsonById(app, auth.userId), task: taskJson(app, auth, t, { shallow: true }), comment };
  return notifyUsers(app, taskInvolvedIds(app, t), auth.userId, 'task.comment', payload, t.id);
}

/**
 * task.deleted (doer, task). Must run before the task's rows are deleted: the recipients come from
 * its assignees and subscriptions, which go with it.
 */
export function notifyTaskDeleted(app: AppState, auth: Auth, t: TaskRow): void {
  const payload = { doer: userJsonById(app, auth.userId), task: taskJson(app, auth, t, { shallow: true }) };
  notifyUsers(app, taskInvolvedIds(app, t), auth.userId, 'task.deleted', payload, t.id);
}

/** project.created (doer, project) for the subscribers of the new project's parents. */
export function notifyProjectCreated(app: AppState, auth: Auth, p: ProjectRow): void {
  if (!p.parent_project_id) return;
  const payload = { doer: userJsonById(app, auth.userId), project: projectJson(app, auth, p, 2) };
  notifyUsers(app, subscriberIds(app, p.parent_project_id), auth.userId, 'project.created', payload, p.id);
}
