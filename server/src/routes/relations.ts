import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, str } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { createRelation, deleteRelation, INVERSE, isAncestor, relationExists } from '../models/relation.ts';
import { getTask } from '../models/task.ts';
import { assertNotArchived } from '../models/task-write.ts';
import { userJsonById } from '../models/user.ts';
import { emitEvent } from '../events.ts';

function readKind(kind: string | undefined): string {
  if (!kind || !(kind in INVERSE)) throw apiError(400, CODE.relationKindInvalid, 'The task relation kind is invalid.');
  return kind;
}

export function registerRelations(api: Hono<Env>): void {
  api.put('/tasks/:taskID{[0-9]+}/relations', async (c: Ctx) => {
    const app = c.get('app');
    const auth = requireAuth(c);
    const task = getTask(app, idParam(c, 'taskID'));
    requireProjectPermission(app, auth, task.project_id, 1);
    assertNotArchived(app, task.project_id);
    const body = await jsonBody(c);
    const kind = readKind(str(body, 'relation_kind'));
    const otherId = num(body, 'other_task_id');
    if (!otherId) throw errors.idEmpty();
    const other = getTask(app, otherId);
    requireProjectPermission(app, auth, other.project_id, 0);
    if (other.id === task.id) throw apiError(400, CODE.relationToSelf, 'Tasks cannot be related to themselves.');
    if (relationExists(app, task.id, other.id, kind))
      throw apiError(409, CODE.relationExists, 'The task relation already exists.');
    // A parent cannot become its own descendant's subtask.
    const [child, parent] =
      kind === 'subtask' ? [other.id, task.id] : kind === 'parenttask' ? [task.id, other.id] : [0, 0];
    if (child && isAncestor(app, parent, child))
      throw apiError(409, CODE.relationCycle, 'This relation would create a cycle.');
    const created = createRelation(app, task.id, other.id, kind, auth.userId);
    const relation = {
      task_id: task.id,
      other_task_id: other.id,
      relation_kind: kind,
      created_by: userJsonById(app, auth.userId),
      created,
    };
    emitEvent(
      app,
      'task.relation.created',
      { task: { id: task.id }, relation },
      { projectId: task.project_id, doerId: auth.userId },
    );
    return c.json(relation, 201);
  });

  api.delete('/tasks/:taskID{[0-9]+}/relations/:kind/:otherTaskID{[0-9]+}', (c: Ctx) => {
    const app = c.get('app');
    const task = getTask(app, idParam(c, 'taskID'));
    requireProjectPermission(app, requireAuth(c), task.project_id, 1);
    assertNotArchived(app, task.project_id);
    const kind = readKind(c.req.param('kind'));
    const otherId = idParam(c, 'otherTaskID');
    if (!deleteRelation(app, task.id, otherId, kind))
      throw apiError(404, CODE.relationNotFound, 'The task relation does not exist.');
    const relation = { task_id: task.id, other_task_id: otherId, relation_kind: kind };
    emitEvent(
      app,
      'task.relation.deleted',
      { task: { id: task.id }, relation },
      { projectId: task.project_id, doerId: requireAuth(c).userId },
    );
    return c.json({ message: 'The task relation was successfully deleted.' });
  });
}
