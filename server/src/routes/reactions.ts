import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { idParam, jsonBody, str } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask } from '../models/task.ts';
import { userJsonById } from '../models/user.ts';
import { addReaction, commentTaskId, reactionsJson, removeReaction } from '../models/reaction.ts';

/** Vikunja's reaction kinds: 0 task, 1 comment. */
const KIND = { tasks: 0, comments: 1 } as const;

/** Reactions need read access (to list) or write access (to react) on the entity's task. */
function entity(c: Ctx, needed: number): { kind: number; id: number } {
  const app = c.get('app');
  const kind = KIND[c.req.param('kind') as keyof typeof KIND];
  const id = idParam(c, 'id');
  let taskId = id;
  if (kind === 1) {
    const commentTask = commentTaskId(app, id);
    if (commentTask === undefined) throw apiError(404, CODE.commentNotFound, 'This task comment does not exist');
    taskId = commentTask;
  }
  requireProjectPermission(app, requireAuth(c), getTask(app, taskId).project_id, needed);
  return { kind, id };
}

async function value(c: Ctx): Promise<string> {
  const v = (str(await jsonBody(c), 'value') ?? '').trim();
  if (!v || [...v].length > 20) throw apiError(400, CODE.invalidModel, 'Invalid model provided. value');
  return v;
}

export function registerReactions(api: Hono<Env>): void {
  const path = '/:kind{tasks|comments}/:id{[0-9]+}/reactions';
  api.get(path, (c) => {
    const e = entity(c, 0);
    return c.json(reactionsJson(c.get('app'), e.kind, e.id) ?? {});
  });
  api.put(path, async (c) => {
    const app = c.get('app');
    const e = entity(c, 1);
    const v = await value(c);
    const userId = requireAuth(c).userId;
    const created = addReaction(app, e.kind, e.id, userId, v);
    return c.json({ user: userJsonById(app, userId), value: v, created }, 201);
  });
  api.post(`${path}/delete`, async (c) => {
    const e = entity(c, 1);
    const v = await value(c);
    removeReaction(c.get('app'), e.kind, e.id, requireAuth(c).userId, v);
    return c.json({ message: 'Successfully deleted.' });
  });
}
