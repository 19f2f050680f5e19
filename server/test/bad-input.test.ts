import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';
import {
  buildWorld,
  malformedRows,
  send,
  UNKNOWN,
  type BodyRoute,
  type Table,
  type World,
} from './bad-input-fixture.ts';

/**
 * Bad inputs against the write routes of the work area (projects, views, buckets, tasks and what hangs
 * off them): each row names the status and Vikunja error code it must answer, and none may be a 500.
 * The account, sharing and settings groups are in bad-input-account.test.ts.
 */

const p = (w: World) => `/projects/${w.project}`;
const t = (w: World) => `/tasks/${w.task}`;

const bodyRoutes: Record<string, BodyRoute> = {
  'create project': ['PUT', () => '/projects'],
  'update project': ['POST', p],
  'duplicate project': ['PUT', (w) => `${p(w)}/duplicate`],
  'create view': ['PUT', (w) => `${p(w)}/views`],
  'update view': ['POST', (w) => `${p(w)}/views/${w.listView}`],
  'create bucket': ['PUT', (w) => `${p(w)}/views/${w.kanbanView}/buckets`],
  'update bucket': ['POST', (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}`],
  'move task to bucket': ['POST', (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}/tasks`],
  'create task': ['PUT', (w) => `${p(w)}/tasks`],
  'update task': ['POST', t],
  'bulk update tasks': ['POST', () => '/tasks/bulk'],
  'task position': ['POST', (w) => `${t(w)}/position`],
  'add assignee': ['PUT', (w) => `${t(w)}/assignees`],
  'bulk assignees': ['POST', (w) => `${t(w)}/assignees/bulk`],
  'create label': ['PUT', () => '/labels'],
  'update label': ['POST', (w) => `/labels/${w.label}`],
  'add task label': ['PUT', (w) => `${t(w)}/labels`],
  'bulk task labels': ['POST', (w) => `${t(w)}/labels/bulk`],
  'create relation': ['PUT', (w) => `${t(w)}/relations`],
  'create comment': ['PUT', (w) => `${t(w)}/comments`],
  'update comment': ['POST', (w) => `${t(w)}/comments/${w.comment}`],
  'add reaction': ['PUT', (w) => `${t(w)}/reactions`],
  'remove reaction': ['POST', (w) => `${t(w)}/reactions/delete`],
};

const task = (extra: Record<string, unknown>) => () => ({ title: 'x', ...extra });

const rows: Table = {
  ...malformedRows(bodyRoutes),
  // Projects (3001 missing, 3005 empty title, 3008 archived).
  'create project: title is a number': {
    method: 'PUT',
    path: () => '/projects',
    body: () => ({ title: 5 }),
    want: [400, 2002],
  },
  'create project: no title': { method: 'PUT', path: () => '/projects', body: () => ({}), want: [400, 3005] },
  'create project: parent is a string': {
    method: 'PUT',
    path: () => '/projects',
    body: () => ({ title: 'x', parent_project_id: '1' }),
    want: [400, 2002],
  },
  'create project: unknown parent': {
    method: 'PUT',
    path: () => '/projects',
    body: () => ({ title: 'x', parent_project_id: UNKNOWN }),
    want: [404, 3001],
  },
  'create project: is_archived is a string': {
    method: 'PUT',
    path: () => '/projects',
    body: () => ({ title: 'x', is_archived: 'yes' }),
    want: [400, 2002],
  },
  'update project: unknown id': {
    method: 'POST',
    path: () => `/projects/${UNKNOWN}`,
    body: () => ({ title: 'x' }),
    want: [404, 3001],
  },
  'update project: no title': { method: 'POST', path: p, body: () => ({ description: 'd' }), want: [400, 3005] },
  'update project: position is a string': {
    method: 'POST',
    path: p,
    body: () => ({ title: 'x', position: 'top' }),
    want: [400, 2002],
  },
  'update project: archived stays archived': {
    method: 'POST',
    path: (w) => `/projects/${w.archived}`,
    body: () => ({ title: 'Old', is_archived: true }),
    want: [412, 3008],
  },
  'delete project: unknown id': { method: 'DELETE', path: () => `/projects/${UNKNOWN}`, want: [404, 3001] },
  'duplicate project: unknown id': {
    method: 'PUT',
    path: () => `/projects/${UNKNOWN}/duplicate`,
    body: () => ({}),
    want: [404, 3001],
  },
  // Views (3014 missing view).
  'create view: unknown project': {
    method: 'PUT',
    path: () => `/projects/${UNKNOWN}/views`,
    body: () => ({ title: 'v' }),
    want: [404, 3001],
  },
  'create view: no title': {
    method: 'PUT',
    path: (w) => `${p(w)}/views`,
    body: () => ({ view_kind: 'list' }),
    want: [400, 2002],
  },
  'create view: unknown kind': {
    method: 'PUT',
    path: (w) => `${p(w)}/views`,
    body: () => ({ title: 'v', view_kind: 'pie' }),
    want: [400, 2002],
  },
  'create view: filter is a number': {
    method: 'PUT',
    path: (w) => `${p(w)}/views`,
    body: () => ({ title: 'v', filter: 7 }),
    want: [400, 2002],
  },
  'update view: unknown id': {
    method: 'POST',
    path: (w) => `${p(w)}/views/${UNKNOWN}`,
    body: () => ({ title: 'v' }),
    want: [404, 3014],
  },
  'update view: unknown done bucket': {
    method: 'POST',
    path: (w) => `${p(w)}/views/${w.kanbanView}`,
    body: () => ({ title: 'K', done_bucket_id: UNKNOWN }),
    want: [404, 10001],
  },
  'delete view: unknown id': { method: 'DELETE', path: (w) => `${p(w)}/views/${UNKNOWN}`, want: [404, 3014] },
  // Buckets (10001 missing, 10003 last bucket).
  'create bucket: unknown view': {
    method: 'PUT',
    path: (w) => `${p(w)}/views/${UNKNOWN}/buckets`,
    body: () => ({ title: 'b' }),
    want: [404, 3014],
  },
  'create bucket: no title': {
    method: 'PUT',
    path: (w) => `${p(w)}/views/${w.kanbanView}/buckets`,
    body: () => ({}),
    want: [400, 2002],
  },
  'create bucket: limit is a string': {
    method: 'PUT',
    path: (w) => `${p(w)}/views/${w.kanbanView}/buckets`,
    body: () => ({ title: 'b', limit: 'ten' }),
    want: [400, 2002],
  },
  'update bucket: unknown id': {
    method: 'POST',
    path: (w) => `${p(w)}/views/${w.kanbanView}/buckets/${UNKNOWN}`,
    body: () => ({ title: 'b' }),
    want: [404, 10001],
  },
  'delete bucket: unknown id': {
    method: 'DELETE',
    path: (w) => `${p(w)}/views/${w.kanbanView}/buckets/${UNKNOWN}`,
    want: [404, 10001],
  },
  'move task to bucket: no task id': {
    method: 'POST',
    path: (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}/tasks`,
    body: () => ({}),
    want: [400, 2001],
  },
  'move task to bucket: task id is a string': {
    method: 'POST',
    path: (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}/tasks`,
    body: (w) => ({ task_id: String(w.task) }),
    want: [400, 2002],
  },
  'move task to bucket: unknown task': {
    method: 'POST',
    path: (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}/tasks`,
    body: () => ({ task_id: UNKNOWN }),
    want: [404, 4002],
  },
  // Tasks (4001 empty title, 4002 missing).
  'create task: no title': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: () => ({ description: 'd' }),
    want: [400, 4001],
  },
  'create task: title is an object': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: () => ({ title: { text: 'x' } }),
    want: [400, 2002],
  },
  'create task: priority is a string': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ priority: 'high' }),
    want: [400, 2002],
  },
  'create task: done is a number': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ done: 1 }),
    want: [400, 2002],
  },
  'create task: due date is a number': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ due_date: 1700000000 }),
    want: [400, 2002],
  },
  'create task: due date is not a date': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ due_date: 'tomorrow-ish' }),
    want: [400, 2002],
  },
  'create task: reminders is a string': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ reminders: 'soon' }),
    want: [400, 2002],
  },
  'create task: repeat mode out of range': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ repeat_mode: 7 }),
    want: [400, 2002],
  },
  'create task: assignees is not a list': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ assignees: { id: 1 } }),
    want: [400, 2002],
  },
  'create task: unknown assignee': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ assignees: [{ id: UNKNOWN }] }),
    want: [404, 1005],
  },
  'create task: unknown bucket': {
    method: 'PUT',
    path: (w) => `${p(w)}/tasks`,
    body: task({ bucket_id: UNKNOWN }),
    want: [404, 10001],
  },
  'create task: unknown project': {
    method: 'PUT',
    path: () => `/projects/${UNKNOWN}/tasks`,
    body: task({}),
    want: [404, 3001],
  },
  'create task: archived project': {
    method: 'PUT',
    path: (w) => `/projects/${w.archived}/tasks`,
    body: task({}),
    want: [412, 3008],
  },
  'update task: unknown id': { method: 'POST', path: () => `/tasks/${UNKNOWN}`, body: task({}), want: [404, 4002] },
  'update task: no title': { method: 'POST', path: t, body: () => ({ done: true }), want: [400, 4001] },
  'update task: percent done is a string': {
    method: 'POST',
    path: t,
    body: task({ percent_done: '50%' }),
    want: [400, 2002],
  },
  'update task: unknown target project': {
    method: 'POST',
    path: t,
    body: task({ project_id: UNKNOWN }),
    want: [404, 3001],
  },
  'update task: into an archived project': {
    method: 'POST',
    path: t,
    body: (w) => ({ title: 'x', project_id: w.archived }),
    want: [412, 3008],
  },
  'delete task: unknown id': { method: 'DELETE', path: () => `/tasks/${UNKNOWN}`, want: [404, 4002] },
  // Writes on the tasks of an archived project (Vikunja's write check answers 412/3008).
  'archived: update task': {
    method: 'POST',
    path: (w) => `/tasks/${w.archivedTask}`,
    body: task({}),
    want: [412, 3008],
  },
  'archived: delete task': { method: 'DELETE', path: (w) => `/tasks/${w.archivedTask}`, want: [412, 3008] },
  'archived: add assignee': {
    method: 'PUT',
    path: (w) => `/tasks/${w.archivedTask}/assignees`,
    body: (w) => ({ user_id: w.aliceId }),
    want: [412, 3008],
  },
  'archived: add task label': {
    method: 'PUT',
    path: (w) => `/tasks/${w.archivedTask}/labels`,
    body: (w) => ({ label_id: w.label }),
    want: [412, 3008],
  },
  'archived: create relation': {
    method: 'PUT',
    path: (w) => `/tasks/${w.archivedTask}/relations`,
    body: (w) => ({ relation_kind: 'related', other_task_id: w.task }),
    want: [412, 3008],
  },
  'archived: task position': {
    method: 'POST',
    path: (w) => `/tasks/${w.archivedTask}/position`,
    body: (w) => ({ project_view_id: w.listView, position: 1 }),
    want: [412, 3008],
  },
  'archived: bulk update': {
    method: 'POST',
    path: () => '/tasks/bulk',
    body: (w) => ({ task_ids: [w.archivedTask], fields: ['done'], values: { done: true } }),
    want: [412, 3008],
  },
  // Bulk update and position.
  'bulk update: nothing to update': { method: 'POST', path: () => '/tasks/bulk', body: () => ({}), want: [400, 4004] },
  'bulk update: task ids is a string': {
    method: 'POST',
    path: () => '/tasks/bulk',
    body: (w) => ({ task_ids: String(w.task), fields: ['done'], values: { done: true } }),
    want: [400, 2002],
  },
  'bulk update: a task id is a string': {
    method: 'POST',
    path: () => '/tasks/bulk',
    body: (w) => ({ task_ids: [String(w.task)], fields: ['done'], values: { done: true } }),
    want: [400, 2002],
  },
  'bulk update: tasks holds null': {
    method: 'POST',
    path: () => '/tasks/bulk',
    body: () => ({ tasks: [null] }),
    want: [400, 2002],
  },
  'bulk update: tasks is an object': {
    method: 'POST',
    path: () => '/tasks/bulk',
    body: (w) => ({ tasks: { id: w.task } }),
    want: [400, 2002],
  },
  'bulk update: fields is a string': {
    method: 'POST',
    path: () => '/tasks/bulk',
    body: (w) => ({ task_ids: [w.task], fields: 'done', values: { done: true } }),
    want: [400, 2002],
  },
  'bulk update: unknown task': {
    method: 'POST',
    path: () => '/tasks/bulk',
    body: () => ({ task_ids: [UNKNOWN], fields: ['done'], values: { done: true } }),
    want: [404, 4002],
  },
  'position: no view': {
    method: 'POST',
    path: (w) => `${t(w)}/position`,
    body: () => ({ position: 5 }),
    want: [400, 2002],
  },
  'position: position is a string': {
    method: 'POST',
    path: (w) => `${t(w)}/position`,
    body: (w) => ({ project_view_id: w.listView, position: 'first' }),
    want: [400, 2002],
  },
  'position: unknown view': {
    method: 'POST',
    path: (w) => `${t(w)}/position`,
    body: () => ({ project_view_id: UNKNOWN, position: 5 }),
    want: [404, 3014],
  },
  'position: unknown task': {
    method: 'POST',
    path: () => `/tasks/${UNKNOWN}/position`,
    body: (w) => ({ project_view_id: w.listView, position: 5 }),
    want: [404, 4002],
  },
  // Assignees.
  'add assignee: no user': { method: 'PUT', path: (w) => `${t(w)}/assignees`, body: () => ({}), want: [400, 2001] },
  'add assignee: user id is a string': {
    method: 'PUT',
    path: (w) => `${t(w)}/assignees`,
    body: () => ({ user_id: 'bob' }),
    want: [400, 2002],
  },
  'add assignee: unknown user': {
    method: 'PUT',
    path: (w) => `${t(w)}/assignees`,
    body: () => ({ user_id: UNKNOWN }),
    want: [404, 1005],
  },
  'add assignee: user without access': {
    method: 'PUT',
    path: (w) => `${t(w)}/assignees`,
    body: (w) => ({ user_id: w.bobId }),
    want: [403, 7003],
  },
  'add assignee: unknown task': {
    method: 'PUT',
    path: () => `/tasks/${UNKNOWN}/assignees`,
    body: (w) => ({ user_id: w.aliceId }),
    want: [404, 4002],
  },
  'bulk assignees: not a list': {
    method: 'POST',
    path: (w) => `${t(w)}/assignees/bulk`,
    body: () => ({ assignees: 'bob' }),
    want: [400, 2002],
  },
  'bulk assignees: unknown user': {
    method: 'POST',
    path: (w) => `${t(w)}/assignees/bulk`,
    body: () => ({ assignees: [{ id: UNKNOWN }] }),
    want: [404, 1005],
  },
  // Labels and task labels (8001 already on the task, 8002 missing).
  'create label: no title': {
    method: 'PUT',
    path: () => '/labels',
    body: () => ({ hex_color: 'ff0000' }),
    want: [400, 2002],
  },
  'create label: title is a list': {
    method: 'PUT',
    path: () => '/labels',
    body: () => ({ title: ['a'] }),
    want: [400, 2002],
  },
  'update label: unknown id': {
    method: 'POST',
    path: () => `/labels/${UNKNOWN}`,
    body: () => ({ title: 'x' }),
    want: [404, 8002],
  },
  'delete label: unknown id': { method: 'DELETE', path: () => `/labels/${UNKNOWN}`, want: [404, 8002] },
  'add task label: no label': { method: 'PUT', path: (w) => `${t(w)}/labels`, body: () => ({}), want: [400, 2001] },
  'add task label: label id is a string': {
    method: 'PUT',
    path: (w) => `${t(w)}/labels`,
    body: (w) => ({ label_id: String(w.label) }),
    want: [400, 2002],
  },
  'add task label: unknown label': {
    method: 'PUT',
    path: (w) => `${t(w)}/labels`,
    body: () => ({ label_id: UNKNOWN }),
    want: [404, 8002],
  },
  'bulk task labels: not a list': {
    method: 'POST',
    path: (w) => `${t(w)}/labels/bulk`,
    body: () => ({ labels: 3 }),
    want: [400, 2002],
  },
  'bulk task labels: unknown label': {
    method: 'POST',
    path: (w) => `${t(w)}/labels/bulk`,
    body: () => ({ labels: [{ id: UNKNOWN }] }),
    want: [404, 8002],
  },
  'remove task label: not on the task': {
    method: 'DELETE',
    path: (w) => `${t(w)}/labels/${UNKNOWN}`,
    want: [404, 8002],
  },
  // Relations (4007 bad kind, 4009 missing, 4010 self).
  'create relation: no kind': {
    method: 'PUT',
    path: (w) => `${t(w)}/relations`,
    body: (w) => ({ other_task_id: w.task2 }),
    want: [400, 4007],
  },
  'create relation: unknown kind': {
    method: 'PUT',
    path: (w) => `${t(w)}/relations`,
    body: (w) => ({ other_task_id: w.task2, relation_kind: 'cousin' }),
    want: [400, 4007],
  },
  'create relation: kind is a number': {
    method: 'PUT',
    path: (w) => `${t(w)}/relations`,
    body: (w) => ({ other_task_id: w.task2, relation_kind: 1 }),
    want: [400, 2002],
  },
  'create relation: no other task': {
    method: 'PUT',
    path: (w) => `${t(w)}/relations`,
    body: () => ({ relation_kind: 'related' }),
    want: [400, 2001],
  },
  'create relation: other task is a string': {
    method: 'PUT',
    path: (w) => `${t(w)}/relations`,
    body: (w) => ({ relation_kind: 'related', other_task_id: String(w.task2) }),
    want: [400, 2002],
  },
  'create relation: unknown other task': {
    method: 'PUT',
    path: (w) => `${t(w)}/relations`,
    body: () => ({ relation_kind: 'related', other_task_id: UNKNOWN }),
    want: [404, 4002],
  },
  'create relation: with itself': {
    method: 'PUT',
    path: (w) => `${t(w)}/relations`,
    body: (w) => ({ relation_kind: 'related', other_task_id: w.task }),
    want: [400, 4010],
  },
  'delete relation: not there': {
    method: 'DELETE',
    path: (w) => `${t(w)}/relations/related/${w.task2}`,
    want: [404, 4009],
  },
  'delete relation: unknown kind': {
    method: 'DELETE',
    path: (w) => `${t(w)}/relations/cousin/${w.task2}`,
    want: [400, 4007],
  },
  // Comments (4015 missing) and reactions.
  'create comment: empty': {
    method: 'PUT',
    path: (w) => `${t(w)}/comments`,
    body: () => ({ comment: '' }),
    want: [400, 2002],
  },
  'create comment: a number': {
    method: 'PUT',
    path: (w) => `${t(w)}/comments`,
    body: () => ({ comment: 42 }),
    want: [400, 2002],
  },
  'create comment: unknown task': {
    method: 'PUT',
    path: () => `/tasks/${UNKNOWN}/comments`,
    body: () => ({ comment: 'x' }),
    want: [404, 4002],
  },
  'update comment: unknown id': {
    method: 'POST',
    path: (w) => `${t(w)}/comments/${UNKNOWN}`,
    body: () => ({ comment: 'x' }),
    want: [404, 4015],
  },
  'delete comment: unknown id': { method: 'DELETE', path: (w) => `${t(w)}/comments/${UNKNOWN}`, want: [404, 4015] },
  'add reaction: no value': { method: 'PUT', path: (w) => `${t(w)}/reactions`, body: () => ({}), want: [400, 2002] },
  'add reaction: value is a number': {
    method: 'PUT',
    path: (w) => `${t(w)}/reactions`,
    body: () => ({ value: 1 }),
    want: [400, 2002],
  },
  'add reaction: unknown task': {
    method: 'PUT',
    path: () => `/tasks/${UNKNOWN}/reactions`,
    body: () => ({ value: '👍' }),
    want: [404, 4002],
  },
  'add reaction: unknown comment': {
    method: 'PUT',
    path: () => `/comments/${UNKNOWN}/reactions`,
    body: () => ({ value: '👍' }),
    want: [404, 4015],
  },
};

describe('bad inputs: projects, views, buckets, tasks and their parts', () => {
  let h: Harness;
  let w: World;
  beforeAll(async () => {
    h = await boot();
    w = await buildWorld(h);
  });
  afterAll(() => h.close());

  it.each(Object.entries(rows))('%s', async (_name, row) => {
    const got = await send(h, w, row);
    expect([got.status, got.code], got.text).toEqual(row.want);
  });

  it('the table stays large enough to mean something', () => {
    expect(Object.keys(rows).length).toBeGreaterThan(120);
  });
});
