import type { AppState, Auth } from './context.ts';
import { sendMail } from './mail.ts';
import { createNotification } from './models/notification.ts';
import { findProject } from './models/project.ts';
import { findTask, taskJson } from './models/task.ts';
import { findUser, userJson } from './models/user.ts';
import { emitEvent } from './events.ts';

/** Reminders older than this when first seen (e.g. after downtime) are marked sent without notifying. */
const STALE_MS = 24 * 3600 * 1000;

/** Who hears about a task: its assignees, or its creator when nobody is assigned. */
export function taskAudience(app: AppState, taskId: number, createdBy: number): number[] {
  const assignees = (
    app.db.prepare('SELECT user_id FROM task_assignees WHERE task_id = ?').all(taskId) as { user_id: number }[]
  ).map((r) => r.user_id);
  return assignees.length ? assignees : createdBy > 0 ? [createdBy] : [];
}

/** Delivers due reminders as `task.reminder` notifications (and a mail when the user wants them). */
export function sweepReminders(app: AppState, now = Date.now()): number {
  const due = app.db
    .prepare(
      'SELECT r.id, r.task_id, r.reminder, r.relative_period, r.relative_to FROM task_reminders r JOIN tasks t ON t.id = r.task_id WHERE r.notified = 0 AND t.done = 0 AND r.reminder <= ?',
    )
    .all(new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z')) as {
    id: number;
    task_id: number;
    reminder: string;
    relative_period: number;
    relative_to: string;
  }[];
  let sent = 0;
  for (const r of due) {
    app.db.prepare('UPDATE task_reminders SET notified = 1 WHERE id = ?').run(r.id);
    if (now - Date.parse(r.reminder) > STALE_MS) continue;
    const task = findTask(app, r.task_id);
    if (!task) continue;
    for (const userId of taskAudience(app, task.id, task.created_by_id)) {
      const user = findUser(app.db, userId);
      if (!user) continue;
      const auth: Auth = { kind: 'user', userId, sessionId: null, apiTokenId: null };
      const project = findProject(app, task.project_id);
      createNotification(
        app,
        userId,
        'task.reminder',
        {
          task: taskJson(app, auth, task, { shallow: true }),
          project: project ? { id: project.id, title: project.title } : null,
        },
        task.id,
      );
      const reminder = { reminder: r.reminder, relative_period: r.relative_period, relative_to: r.relative_to };
      emitEvent(
        app,
        'task.reminder.fired',
        { task: { id: task.id }, user: userJson(user, app), project: { id: task.project_id }, reminder },
        { projectId: task.project_id, doerId: userId },
      );
      if (user.email_reminders_enabled && user.email)
        sendMail(
          app,
          user.email,
          `Reminder for "${task.title}"`,
          `Hi ${user.username},\n\nthis is your reminder for "${task.title}".`,
        );
      sent++;
    }
  }
  return sent;
}
