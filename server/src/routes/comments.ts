import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, str } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { commentsPage } from '../models/lists.ts';
import {
  commentJson,
  commentsJson,
  createComment,
  deleteComment,
  findComment,
  markTaskUnread,
  updateComment,
  type CommentRow,
} from '../models/comment.ts';
import { setMaxPermission } from '../http/permission.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask, type TaskRow } from '../models/task.ts';
import { notifyComment } from '../models/task-notify.ts';
import { emitEvent } from '../events.ts';

function task(c: Ctx, needed: number): { t: TaskRow; perm: number } {
  const app = c.get('app');
  if (!app.opts.comments) throw errors.notFound();
  const t = getTask(app, idParam(c, 'taskID'));
  return { t, perm: requireProjectPermission(app, requireAuth(c), t.project_id, needed) };
}

function comment(c: Ctx, taskId: number): CommentRow {
  const r = findComment(c.get('app'), idParam(c, 'commentID'), taskId);
  if (!r) throw apiError(404, CODE.commentNotFound, 'This task comment does not exist');
  return r;
}

/** Only the author (or a project admin) may change a comment. */
function requireAuthor(c: Ctx, r: CommentRow, perm: number): void {
  if (r.author_id !== requireAuth(c).userId && perm < 2) throw errors.forbidden();
}

/** Tells everyone involved in the task (not the author) about a new comment; they also see it as unread. */
function notifyNewComment(c: Ctx, t: TaskRow, r: CommentRow): void {
  const app = c.get('app');
  markTaskUnread(app, t.id, notifyComment(app, requireAuth(c), t, commentJson(app, r)));
}

export function registerComments(api: Hono<Env>): void {
  api.get('/tasks/:taskID{[0-9]+}/comments', (c) => {
    const app = c.get('app');
    const { t } = task(c, 0);
    const desc = c.req.query('order_by') === 'desc';
    const page = listPage(c);
    const rows = commentsPage(app, t.id, desc, page);
    return sendPage(c, page, { rows: commentsJson(app, rows.rows), total: rows.total }, (json) => json);
  });
  api.put('/tasks/:taskID{[0-9]+}/comments', async (c) => {
    const app = c.get('app');
    const { t } = task(c, 1);
    const text = str(await jsonBody(c), 'comment') ?? '';
    if (!text.trim())
      throw apiError(400, CODE.invalidModel, 'Invalid model provided. comment: non zero value required');
    const r = createComment(app, t.id, requireAuth(c).userId, text);
    notifyNewComment(c, t, r);
    const json = commentJson(app, r);
    emitEvent(
      app,
      'task.comment.created',
      { task: { id: t.id }, comment: json },
      { projectId: t.project_id, doerId: requireAuth(c).userId },
    );
    return c.json(json, 201);
  });
  api.get('/tasks/:taskID{[0-9]+}/comments/:commentID{[0-9]+}', (c) => {
    const app = c.get('app');
    const { t, perm } = task(c, 0);
    setMaxPermission(c, app, perm);
    return c.json(commentJson(app, comment(c, t.id)));
  });
  api.post('/tasks/:taskID{[0-9]+}/comments/:commentID{[0-9]+}', async (c) => {
    const app = c.get('app');
    const { t, perm } = task(c, 1);
    const r = comment(c, t.id);
    requireAuthor(c, r, perm);
    const text = str(await jsonBody(c), 'comment') ?? '';
    if (!text.trim())
      throw apiError(400, CODE.invalidModel, 'Invalid model provided. comment: non zero value required');
    updateComment(app, r.id, text);
    const json = commentJson(app, comment(c, t.id));
    emitEvent(
      app,
      'task.comment.edited',
      { task: { id: t.id }, comment: json },
      { projectId: t.project_id, doerId: requireAuth(c).userId },
    );
    return c.json(json);
  });
  api.delete('/tasks/:taskID{[0-9]+}/comments/:commentID{[0-9]+}', (c) => {
    const { t, perm } = task(c, 1);
    const r = comment(c, t.id);
    requireAuthor(c, r, perm);
    const app = c.get('app');
    const json = commentJson(app, r);
    deleteComment(app, r.id);
    emitEvent(
      app,
      'task.comment.deleted',
      { task: { id: t.id }, comment: json },
      { projectId: t.project_id, doerId: requireAuth(c).userId },
    );
    return c.json({ message: 'Successfully deleted.' });
  });
}
