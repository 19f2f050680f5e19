import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { idParam, jsonBody, num, str } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getTask } from '../models/task.ts';
import { assertNotArchived } from '../models/task-write.ts';
import { userJsonById } from '../models/user.ts';
import { nowIso } from '../time.ts';
import { emitEvent } from '../events.ts';

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

function readKind(kind: string | undefined): string {
  if (!kind || !(kind in INVERSE)) throw apiError(400, CODE.relationKindInvalid, 'The task relation kind is invalid.');
  return kind;
}

/** Whether `ancestor` is reachable from `taskId` by following parent links (a subtask cycle). */
function isAncestor(app: AppState, taskId: number, ancestor: number): boolean {
  const seen = new Set<number>();
  const queue = [taskId];
  while (queue.length) {
    const id = queue.shift() ?? 0;
    if (id === ancestor) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    const parents = app.db
      .prepare("SELECT other_task_id AS p FROM task_relations WHERE task_id = ? AND relation_kind = 'parenttask'")
      .all(id) as { p: number }[];
    queue.push(...parents.map((r) => r.p));
  }
  return false;
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
    if (
      app.db
        .prepare('SELECT 1 FROM task_relations WHERE task_id = ? AND other_task_id = ? AND relation_kind = ?')
        .get(task.id, other.id, kind)
    ) {
      throw apiError(409, CODE.relationExists, 'The task relation already exists.');
    }
    // A parent cannot become its own descendant's subtask.
    const [child, parent] =
      kind === 'subtask' ? [other.id, task.id] : kind === 'parenttask' ? [task.id, other.id] : [0, 0];
    if (child && isAncestor(app, parent, child))
      throw apiError(409, CODE.relationCycle, 'This relation would create a cycle.');
    const created = nowIso();
    const insert = app.db.prepare(
      'INSERT INTO task_relations (task_id, other_task_id, relation_kind, created_by_id, created) VALUES (?, ?, ?, ?, ?)',
    );
    app.db.transaction(() => {
      insert.run(task.id, other.id, kind, auth.userId, created);
      insert.run(other.id, task.id, INVERSE[kind], auth.userId, created);
    })();
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
    const removed = app.db.transaction(() => {
      const n = app.db
        .prepare('DELETE FROM task_relations WHERE task_id = ? AND other_task_id = ? AND relation_kind = ?')
        .run(task.id, otherId, kind).changes;
      app.db
        .prepare('DELETE FROM task_relations WHERE task_id = ? AND other_task_id = ? AND relation_kind = ?')
        .run(otherId, task.id, INVERSE[kind]);
      return n;
    })();
    if (!removed) throw apiError(404, CODE.relationNotFound, 'The task relation does not exist.');
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
