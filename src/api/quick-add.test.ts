import { describe, expect, it } from 'vitest';
import { parseTaskText } from '@/quick-add';
import type { TaskPlan } from '@/quick-add/plan';
import { fakeApi } from '@/test-support/fake-api';
import { createPlannedTasks } from './quick-add';

const plan = (over: Partial<TaskPlan>): TaskPlan => ({
  title: 't',
  projectId: 7,
  dueDate: null,
  priority: 0,
  repeatAfter: 0,
  repeatMode: 0,
  labels: [],
  assignees: [],
  parent: null,
  ...over,
});

function server() {
  let next = 100;
  return fakeApi({
    'PUT /projects/7/tasks': (body) => ({ id: next++, project_id: 7, ...(body as object) }),
    'PUT /labels': (body) => ({ id: 50, ...(body as object) }),
    'PUT /tasks/100/labels': (body) => body,
    'PUT /tasks/101/labels': (body) => body,
    'PUT /tasks/100/assignees': (body) => body,
    'GET /users': (_, url) =>
      url.searchParams.get('s') === 'ann'
        ? [
            { id: 3, username: 'anna', name: 'Anna' },
            { id: 4, username: 'annabel', name: '' },
          ]
        : [{ id: 3, username: 'anna', name: 'Anna' }],
  });
}

describe('createPlannedTasks', () => {
  it('creates missing labels in a palette colour, reuses existing ones and attaches both', async () => {
    const { client, calls } = server();
    const outcome = await createPlannedTasks(
      client,
      [plan({ labels: ['Errands', 'fresh'] })],
      [{ id: 9, title: 'errands', hexColor: '' }],
      () => 0,
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/labels', { title: 'fresh', hex_color: 'e8445a' }],
      ['/projects/7/tasks', { title: 't', priority: 0, repeat_after: 0, repeat_mode: 0 }],
      ['/tasks/100/labels', { label_id: 9 }],
      ['/tasks/100/labels', { label_id: 50 }],
    ]);
    expect(outcome.createdLabels.map((l) => l.title)).toEqual(['fresh']);
  });

  it('sends due date, priority and repeat as planned', async () => {
    const { client, calls } = server();
    await createPlannedTasks(
      client,
      [plan({ dueDate: '2026-11-23T12:00:00.000Z', priority: 3, repeatAfter: 0, repeatMode: 1 })],
      [],
    );
    expect(calls[0]?.body).toEqual({
      title: 't',
      due_date: '2026-11-23T12:00:00.000Z',
      priority: 3,
      repeat_after: 0,
      repeat_mode: 1,
    });
  });

  it('assigns matched users and reports the names nobody matched', async () => {
    const { client, calls } = server();
    const outcome = await createPlannedTasks(client, [plan({ assignees: ['Anna', 'ann'] })], []);
    expect(calls.filter((c) => c.path.endsWith('/assignees')).map((c) => c.body)).toEqual([{ user_id: 3 }]);
    expect(outcome.unmatchedAssignees).toEqual(['ann']);
  });

  it.each([
    ['@Anna call @zed *x', 'call @zed'],
    ['@Anna', '@Anna'],
  ])('takes the tokens of found assignees out of %j and keeps the others', async (line, title) => {
    const { client, calls } = server();
    const parsed = parseTaskText(line, 'vikunja');
    await createPlannedTasks(
      client,
      [plan({ title: parsed.text, assignees: parsed.assignees, parsedFrom: { line, parts: parsed.parts } })],
      [],
    );
    expect(calls.find((c) => c.path === '/projects/7/tasks')?.body).toMatchObject({ title });
  });

  it('links subtasks to the task created for their parent line', async () => {
    const { client, calls } = fakeApi({
      'PUT /projects/7/tasks': (body) => ({
        id: (body as { title: string }).title === 'p' ? 1 : 2,
        ...(body as object),
      }),
      'PUT /tasks/1/relations': (body) => body,
    });
    const outcome = await createPlannedTasks(client, [plan({ title: 'p' }), plan({ title: 'c', parent: 0 })], []);
    expect(outcome.tasks.map((t) => t.id)).toEqual([1, 2]);
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/tasks/1/relations',
      body: { other_task_id: 2, relation_kind: 'subtask' },
    });
  });
});

describe('createPlannedTasks where the release creates in bulk', () => {
  it('sends the lines of one project in one request and finishes each task as before', async () => {
    const { client, calls } = fakeApi({
      'POST /api/v2/projects/7/tasks/bulk': (body) => ({
        tasks: (body as { tasks: { title: string }[] }).tasks.map((t, i) => ({ id: 1 + i, ...t })),
      }),
      'PUT /tasks/1/relations': (body) => body,
    });
    const outcome = await createPlannedTasks(
      client,
      [plan({ title: 'p' }), plan({ title: 'c', parent: 0 })],
      [],
      Math.random,
      { hasBulkTaskCreate: true },
    );
    expect(outcome.tasks.map((t) => t.id)).toEqual([1, 2]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v2/projects/7/tasks/bulk',
      'PUT /tasks/1/relations',
    ]);
  });

  it('lines for different projects are created one by one', async () => {
    let next = 1;
    const { client, calls } = fakeApi({
      'PUT /projects/7/tasks': (body) => ({ id: next++, ...(body as object) }),
      'PUT /projects/8/tasks': (body) => ({ id: next++, ...(body as object) }),
    });
    await createPlannedTasks(client, [plan({ title: 'a' }), plan({ title: 'b', projectId: 8 })], [], Math.random, {
      hasBulkTaskCreate: true,
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /projects/7/tasks', 'PUT /projects/8/tasks']);
  });
});
