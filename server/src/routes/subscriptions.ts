import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { idParam } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { createSubscription, deleteSubscription, findSubscription } from '../models/subscription.ts';
import { getTask } from '../models/task.ts';
import { nowIso } from '../time.ts';

/** Vikunja's subscription entity types. */
const ENTITY = { project: 2, task: 3 } as const;

function entity(c: Ctx): { type: number; id: number; userId: number } {
  const app = c.get('app');
  const auth = requireUser(c);
  const type = ENTITY[c.req.param('entity') as keyof typeof ENTITY];
  if (!type) throw apiError(400, CODE.subscriptionTypeInvalid, 'The subscription entity type is invalid.');
  const id = idParam(c, 'entityID');
  const projectId = type === ENTITY.task ? getTask(app, id).project_id : id;
  requireProjectPermission(app, auth, projectId, 0);
  return { type, id, userId: auth.userId };
}

export function registerSubscriptions(api: Hono<Env>): void {
  api.put('/subscriptions/:entity/:entityID{[0-9]+}', (c) => {
    const app = c.get('app');
    const e = entity(c);
    if (findSubscription(app, e.type, e.id, e.userId))
      throw apiError(412, CODE.alreadySubscribed, 'You are already subscribed to this entity.');
    const created = nowIso();
    const id = createSubscription(app, e.type, e.id, e.userId, created);
    return c.json({ id, entity: e.type, entity_id: e.id, created }, 201);
  });
  api.delete('/subscriptions/:entity/:entityID{[0-9]+}', (c) => {
    const app = c.get('app');
    const e = entity(c);
    const row = findSubscription(app, e.type, e.id, e.userId);
    if (!row) throw apiError(404, CODE.subscriptionNotFound, 'The subscription does not exist.');
    deleteSubscription(app, row.id);
    return c.json({ id: row.id, entity: e.type, entity_id: e.id, created: row.created });
  });
}
