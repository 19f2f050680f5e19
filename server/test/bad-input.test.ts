import { describeBadInputs, row, UNKNOWN, type BodyRoute, type World } from './bad-input-fixture.ts';

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

const rows = {
  // Projects (3001 missing, 3005 empty title, 3008 archived).
  'create project: title is a number': row('PUT', '/projects', [400, 2002], { title: 5 }),
  'create project: no title': row('PUT', '/projects', [400, 3005], {}),
  'create project: parent is a string': row('PUT', '/projects', [400, 2002], { title: 'x', parent_project_id: '1' }),
  'create project: unknown parent': row('PUT', '/projects', [404, 3001], { title: 'x', parent_project_id: UNKNOWN }),
  'create project: is_archived is a string': row('PUT', '/projects', [400, 2002], { title: 'x', is_archived: 'yes' }),
  'update project: unknown id': row('POST', `/projects/${UNKNOWN}`, [404, 3001], { title: 'x' }),
  'update project: no title': row('POST', p, [400, 3005], { description: 'd' }),
  'update project: position is a string': row('POST', p, [400, 2002], { title: 'x', position: 'top' }),
  'update project: archived stays archived': row('POST', (w) => `/projects/${w.archived}`, [412, 3008], {
    title: 'Old',
    is_archived: true,
  }),
  'delete project: unknown id': row('DELETE', `/projects/${UNKNOWN}`, [404, 3001]),
  'duplicate project: unknown id': row('PUT', `/projects/${UNKNOWN}/duplicate`, [404, 3001], {}),
  // Views (3014 missing view).
  'create view: unknown project': row('PUT', `/projects/${UNKNOWN}/views`, [404, 3001], { title: 'v' }),
  'create view: no title': row('PUT', (w) => `${p(w)}/views`, [400, 2002], { view_kind: 'list' }),
  'create view: unknown kind': row('PUT', (w) => `${p(w)}/views`, [400, 2002], { title: 'v', view_kind: 'pie' }),
  'create view: filter is a number': row('PUT', (w) => `${p(w)}/views`, [400, 2002], { title: 'v', filter: 7 }),
  'update view: unknown id': row('POST', (w) => `${p(w)}/views/${UNKNOWN}`, [404, 3014], { title: 'v' }),
  'update view: unknown done bucket': row('POST', (w) => `${p(w)}/views/${w.kanbanView}`, [404, 10001], {
    title: 'K',
    done_bucket_id: UNKNOWN,
  }),
  'delete view: unknown id': row('DELETE', (w) => `${p(w)}/views/${UNKNOWN}`, [404, 3014]),
  // Buckets (10001 missing, 10003 last bucket).
  'create bucket: unknown view': row('PUT', (w) => `${p(w)}/views/${UNKNOWN}/buckets`, [404, 3014], { title: 'b' }),
  'create bucket: no title': row('PUT', (w) => `${p(w)}/views/${w.kanbanView}/buckets`, [400, 2002], {}),
  'create bucket: limit is a string': row('PUT', (w) => `${p(w)}/views/${w.kanbanView}/buckets`, [400, 2002], {
    title: 'b',
    limit: 'ten',
  }),
  'update bucket: unknown id': row('POST', (w) => `${p(w)}/views/${w.kanbanView}/buckets/${UNKNOWN}`, [404, 10001], {
    title: 'b',
  }),
  'delete bucket: unknown id': row('DELETE', (w) => `${p(w)}/views/${w.kanbanView}/buckets/${UNKNOWN}`, [404, 10001]),
  'move task to bucket: no task id': row(
    'POST',
    (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}/tasks`,
    [400, 2001],
    {},
  ),
  'move task to bucket: task id is a string': row(
    'POST',
    (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}/tasks`,
    [400, 2002],
    (w) => ({ task_id: String(w.task) }),
  ),
  'move task to bucket: unknown task': row(
    'POST',
    (w) => `${p(w)}/views/${w.kanbanView}/buckets/${w.bucket}/tasks`,
    [404, 4002],
    { task_id: UNKNOWN },
  ),
  // Tasks (4001 empty title, 4002 missing).
  'create task: no title': row('PUT', (w) => `${p(w)}/tasks`, [400, 4001], { description: 'd' }),
  'create task: title is an object': row('PUT', (w) => `${p(w)}/tasks`, [400, 2002], { title: { text: 'x' } }),
  'create task: priority is a string': row('PUT', (w) => `${p(w)}/tasks`, [400, 2002], task({ priority: 'high' })),
  'create task: done is a number': row('PUT', (w) => `${p(w)}/tasks`, [400, 2002], task({ done: 1 })),
  'create task: due date is a number': row('PUT', (w) => `${p(w)}/tasks`, [400, 2002], task({ due_date: 1700000000 })),
  'create task: due date is not a date': row(
    'PUT',
    (w) => `${p(w)}/tasks`,
    [400, 2002],
    task({ due_date: 'tomorrow-ish' }),
  ),
  'create task: reminders is a string': row('PUT', (w) => `${p(w)}/tasks`, [400, 2002], task({ reminders: 'soon' })),
  'create task: repeat mode out of range': row('PUT', (w) => `${p(w)}/tasks`, [400, 2002], task({ repeat_mode: 7 })),
  'create task: assignees is not a list': row(
    'PUT',
    (w) => `${p(w)}/tasks`,
    [400, 2002],
    task({ assignees: { id: 1 } }),
  ),
  'create task: unknown assignee': row(
    'PUT',
    (w) => `${p(w)}/tasks`,
    [404, 1005],
    task({ assignees: [{ id: UNKNOWN }] }),
  ),
  'create task: unknown bucket': row('PUT', (w) => `${p(w)}/tasks`, [404, 10001], task({ bucket_id: UNKNOWN })),
  'create task: unknown project': row('PUT', `/projects/${UNKNOWN}/tasks`, [404, 3001], task({})),
  'create task: archived project': row('PUT', (w) => `/projects/${w.archived}/tasks`, [412, 3008], task({})),
  'update task: unknown id': row('POST', `/tasks/${UNKNOWN}`, [404, 4002], task({})),
  'update task: no title': row('POST', t, [400, 4001], { done: true }),
  'update task: percent done is a string': row('POST', t, [400, 2002], task({ percent_done: '50%' })),
  'update task: unknown target project': row('POST', t, [404, 3001], task({ project_id: UNKNOWN })),
  'update task: into an archived project': row('POST', t, [412, 3008], (w) => ({ title: 'x', project_id: w.archived })),
  'delete task: unknown id': row('DELETE', `/tasks/${UNKNOWN}`, [404, 4002]),
  // Writes on the tasks of an archived project (Vikunja's write check answers 412/3008).
  'archived: update task': row('POST', (w) => `/tasks/${w.archivedTask}`, [412, 3008], task({})),
  'archived: delete task': row('DELETE', (w) => `/tasks/${w.archivedTask}`, [412, 3008]),
  'archived: add assignee': row(
    'PUT',
    (w) => `/tasks/${w.archivedTask}/assignees`,
    [412, 3008],
    (w) => ({ user_id: w.aliceId }),
  ),
  'archived: add task label': row(
    'PUT',
    (w) => `/tasks/${w.archivedTask}/labels`,
    [412, 3008],
    (w) => ({ label_id: w.label }),
  ),
  'archived: create relation': row(
    'PUT',
    (w) => `/tasks/${w.archivedTask}/relations`,
    [412, 3008],
    (w) => ({ relation_kind: 'related', other_task_id: w.task }),
  ),
  'archived: task position': row(
    'POST',
    (w) => `/tasks/${w.archivedTask}/position`,
    [412, 3008],
    (w) => ({ project_view_id: w.listView, position: 1 }),
  ),
  'archived: bulk update': row('POST', '/tasks/bulk', [412, 3008], (w) => ({
    task_ids: [w.archivedTask],
    fields: ['done'],
    values: { done: true },
  })),
  // Bulk update and position.
  'bulk update: nothing to update': row('POST', '/tasks/bulk', [400, 4004], {}),
  'bulk update: task ids is a string': row('POST', '/tasks/bulk', [400, 2002], (w) => ({
    task_ids: String(w.task),
    fields: ['done'],
    values: { done: true },
  })),
  'bulk update: a task id is a string': row('POST', '/tasks/bulk', [400, 2002], (w) => ({
    task_ids: [String(w.task)],
    fields: ['done'],
    values: { done: true },
  })),
  'bulk update: tasks holds null': row('POST', '/tasks/bulk', [400, 2002], { tasks: [null] }),
  'bulk update: tasks is an object': row('POST', '/tasks/bulk', [400, 2002], (w) => ({ tasks: { id: w.task } })),
  'bulk update: fields is a string': row('POST', '/tasks/bulk', [400, 2002], (w) => ({
    task_ids: [w.task],
    fields: 'done',
    values: { done: true },
  })),
  'bulk update: unknown task': row('POST', '/tasks/bulk', [404, 4002], {
    task_ids: [UNKNOWN],
    fields: ['done'],
    values: { done: true },
  }),
  'position: no view': row('POST', (w) => `${t(w)}/position`, [400, 2002], { position: 5 }),
  'position: position is a string': row(
    'POST',
    (w) => `${t(w)}/position`,
    [400, 2002],
    (w) => ({ project_view_id: w.listView, position: 'first' }),
  ),
  'position: unknown view': row('POST', (w) => `${t(w)}/position`, [404, 3014], {
    project_view_id: UNKNOWN,
    position: 5,
  }),
  'position: unknown task': row('POST', `/tasks/${UNKNOWN}/position`, [404, 4002], (w) => ({
    project_view_id: w.listView,
    position: 5,
  })),
  // Assignees.
  'add assignee: no user': row('PUT', (w) => `${t(w)}/assignees`, [400, 2001], {}),
  'add assignee: user id is a string': row('PUT', (w) => `${t(w)}/assignees`, [400, 2002], { user_id: 'bob' }),
  'add assignee: unknown user': row('PUT', (w) => `${t(w)}/assignees`, [404, 1005], { user_id: UNKNOWN }),
  'add assignee: user without access': row(
    'PUT',
    (w) => `${t(w)}/assignees`,
    [403, 7003],
    (w) => ({ user_id: w.bobId }),
  ),
  'add assignee: unknown task': row('PUT', `/tasks/${UNKNOWN}/assignees`, [404, 4002], (w) => ({ user_id: w.aliceId })),
  'bulk assignees: not a list': row('POST', (w) => `${t(w)}/assignees/bulk`, [400, 2002], { assignees: 'bob' }),
  'bulk assignees: unknown user': row('POST', (w) => `${t(w)}/assignees/bulk`, [404, 1005], {
    assignees: [{ id: UNKNOWN }],
  }),
  // Labels and task labels (8001 already on the task, 8002 missing).
  'create label: no title': row('PUT', '/labels', [400, 2002], { hex_color: 'ff0000' }),
  'create label: title is a list': row('PUT', '/labels', [400, 2002], { title: ['a'] }),
  'update label: unknown id': row('POST', `/labels/${UNKNOWN}`, [404, 8002], { title: 'x' }),
  'delete label: unknown id': row('DELETE', `/labels/${UNKNOWN}`, [404, 8002]),
  'add task label: no label': row('PUT', (w) => `${t(w)}/labels`, [400, 2001], {}),
  'add task label: label id is a string': row(
    'PUT',
    (w) => `${t(w)}/labels`,
    [400, 2002],
    (w) => ({ label_id: String(w.label) }),
  ),
  'add task label: unknown label': row('PUT', (w) => `${t(w)}/labels`, [404, 8002], { label_id: UNKNOWN }),
  'bulk task labels: not a list': row('POST', (w) => `${t(w)}/labels/bulk`, [400, 2002], { labels: 3 }),
  'bulk task labels: unknown label': row('POST', (w) => `${t(w)}/labels/bulk`, [404, 8002], {
    labels: [{ id: UNKNOWN }],
  }),
  'remove task label: not on the task': row('DELETE', (w) => `${t(w)}/labels/${UNKNOWN}`, [404, 8002]),
  // Relations (4007 bad kind, 4009 missing, 4010 self).
  'create relation: no kind': row(
    'PUT',
    (w) => `${t(w)}/relations`,
    [400, 4007],
    (w) => ({ other_task_id: w.task2 }),
  ),
  'create relation: unknown kind': row(
    'PUT',
    (w) => `${t(w)}/relations`,
    [400, 4007],
    (w) => ({ other_task_id: w.task2, relation_kind: 'cousin' }),
  ),
  'create relation: kind is a number': row(
    'PUT',
    (w) => `${t(w)}/relations`,
    [400, 2002],
    (w) => ({ other_task_id: w.task2, relation_kind: 1 }),
  ),
  'create relation: no other task': row('PUT', (w) => `${t(w)}/relations`, [400, 2001], { relation_kind: 'related' }),
  'create relation: other task is a string': row(
    'PUT',
    (w) => `${t(w)}/relations`,
    [400, 2002],
    (w) => ({ relation_kind: 'related', other_task_id: String(w.task2) }),
  ),
  'create relation: unknown other task': row('PUT', (w) => `${t(w)}/relations`, [404, 4002], {
    relation_kind: 'related',
    other_task_id: UNKNOWN,
  }),
  'create relation: with itself': row(
    'PUT',
    (w) => `${t(w)}/relations`,
    [400, 4010],
    (w) => ({ relation_kind: 'related', other_task_id: w.task }),
  ),
  'delete relation: not there': row('DELETE', (w) => `${t(w)}/relations/related/${w.task2}`, [404, 4009]),
  'delete relation: unknown kind': row('DELETE', (w) => `${t(w)}/relations/cousin/${w.task2}`, [400, 4007]),
  // Comments (4015 missing) and reactions.
  'create comment: empty': row('PUT', (w) => `${t(w)}/comments`, [400, 2002], { comment: '' }),
  'create comment: a number': row('PUT', (w) => `${t(w)}/comments`, [400, 2002], { comment: 42 }),
  'create comment: unknown task': row('PUT', `/tasks/${UNKNOWN}/comments`, [404, 4002], { comment: 'x' }),
  'update comment: unknown id': row('POST', (w) => `${t(w)}/comments/${UNKNOWN}`, [404, 4015], { comment: 'x' }),
  'delete comment: unknown id': row('DELETE', (w) => `${t(w)}/comments/${UNKNOWN}`, [404, 4015]),
  'add reaction: no value': row('PUT', (w) => `${t(w)}/reactions`, [400, 2002], {}),
  'add reaction: value is a number': row('PUT', (w) => `${t(w)}/reactions`, [400, 2002], { value: 1 }),
  'add reaction: unknown task': row('PUT', `/tasks/${UNKNOWN}/reactions`, [404, 4002], { value: '👍' }),
  'add reaction: unknown comment': row('PUT', `/comments/${UNKNOWN}/reactions`, [404, 4015], { value: '👍' }),
};

describeBadInputs('bad inputs: projects, views, buckets, tasks and their parts', bodyRoutes, rows, { atLeast: 120 });
