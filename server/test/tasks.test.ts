import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('tasks', () => {
  let h: Harness;
  let token: string;
  let projectId: number;
  let views: { id: number; view_kind: string; done_bucket_id: number; default_bucket_id: number }[];
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('alice')).token;
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Tasks' } })).body.id;
    views = (await h.json('GET', `/projects/${projectId}/views`, { token })).body;
  });
  afterAll(() => h.close());
  const view = (kind: string) => views.find((v) => v.view_kind === kind)!;

  it('creates tasks with per-project index and identifier; title is required (4001)', async () => {
    const empty = await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: '' } });
    expect([empty.status, empty.body.code]).toEqual([400, 4001]);
    const a = await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'First', priority: 3 } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      title: 'First',
      index: 1,
      identifier: '#1',
      done: false,
      priority: 3,
      project_id: projectId,
    });
    expect(a.body.due_date).toBe('0001-01-01T00:00:00Z');
    expect(a.body.done_at).toBe('0001-01-01T00:00:00Z');
    expect(a.body.created_by.username).toBe('alice');
    expect(a.body.bucket_id).toBe(view('kanban').default_bucket_id);
    const b = await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Second' } });
    expect(b.body.index).toBe(2);
    const p = (await h.json('GET', `/projects/${projectId}`, { token })).body;
    await h.json('POST', `/projects/${projectId}`, { token, body: { ...p, identifier: 'TSK' } });
    expect((await h.json('GET', `/tasks/${b.body.id}`, { token })).body.identifier).toBe('TSK-2');
  });

  it('search matches identifiers; expand=subtasks takes children out of the page and brings them after it', async () => {
    const byIdent = await h.json('GET', `/projects/${projectId}/tasks?s=TSK-2`, { token });
    expect(byIdent.body.map((t: { title: string }) => t.title)).toEqual(['Second']);
    const all = (await h.json('GET', `/projects/${projectId}/tasks`, { token })).body;
    await h.json('PUT', `/tasks/${all[0].id}/relations`, {
      token,
      body: { other_task_id: all[1].id, relation_kind: 'subtask' },
    });
    const top = (await h.json('GET', `/projects/${projectId}/tasks?expand=subtasks`, { token })).body;
    const ids = top.map((t: { id: number }) => t.id);
    expect(ids.filter((id: number) => id === all[1].id)).toHaveLength(1);
    expect(ids.at(-1)).toBe(all[1].id);
    expect(top[0].related_tasks.subtask[0].id).toBe(all[1].id);
  });

  it('unknown project is 404/3001, unknown task 404/4002', async () => {
    const r = await h.json('PUT', '/projects/424242/tasks', { token, body: { title: 'x' } });
    expect([r.status, r.body.code]).toEqual([404, 3001]);
    const t = await h.json('GET', '/tasks/424242', { token });
    expect([t.status, t.body.code]).toEqual([404, 4002]);
  });

  it('updates as a full replace; done sets done_at and moves to the done bucket', async () => {
    const t = (
      await h.json('PUT', `/projects/${projectId}/tasks`, {
        token,
        body: { title: 'Do me', description: 'desc', priority: 2 },
      })
    ).body;
    const done = await h.json('POST', `/tasks/${t.id}`, { token, body: { ...t, done: true } });
    expect(done.status).toBe(200);
    expect(done.res.headers.get('x-max-permission')).toBe('2');
    expect(done.body.done).toBe(true);
    expect(done.body.done_at).not.toBe('0001-01-01T00:00:00Z');
    expect(done.body.bucket_id).toBe(view('kanban').done_bucket_id);
    const undone = await h.json('POST', `/tasks/${t.id}`, { token, body: { ...done.body, done: false } });
    expect(undone.body.done_at).toBe('0001-01-01T00:00:00Z');
    expect(undone.body.bucket_id).toBe(view('kanban').default_bucket_id);
    // Fields left out are reset, as in Vikunja.
    const partial = await h.json('POST', `/tasks/${t.id}`, { token, body: { title: 'Renamed' } });
    expect(partial.body).toMatchObject({ title: 'Renamed', description: '', priority: 0 });
    const bad = await h.json('POST', `/tasks/${t.id}`, { token, body: { title: '' } });
    expect(bad.body.code).toBe(4001);
  });

  it('moving into the done bucket marks done', async () => {
    const t = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Drag me' } })).body;
    const moved = await h.json('POST', `/tasks/${t.id}`, {
      token,
      body: { ...t, bucket_id: view('kanban').done_bucket_id },
    });
    expect(moved.body.done).toBe(true);
  });

  it('view tasks: list view hides done tasks; filters, search, sort and paging work', async () => {
    const list = await h.json('GET', `/projects/${projectId}/views/${view('list').id}/tasks`, { token });
    expect(list.status).toBe(200);
    expect(list.body.every((t: { done: boolean }) => !t.done)).toBe(true);
    const table = await h.json(
      'GET',
      `/projects/${projectId}/views/${view('table').id}/tasks?filter=done%20%3D%20true`,
      { token },
    );
    expect(table.body.length).toBeGreaterThan(0);
    expect(table.body.every((t: { done: boolean }) => t.done)).toBe(true);
    const search = await h.json('GET', `/projects/${projectId}/views/${view('table').id}/tasks?s=first`, { token });
    expect(search.body.map((t: { title: string }) => t.title)).toEqual(['First']);
    const sorted = await h.json(
      'GET',
      `/projects/${projectId}/views/${view('table').id}/tasks?sort_by=id&order_by=desc`,
      { token },
    );
    const ids = sorted.body.map((t: { id: number }) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const paged = await h.json('GET', `/projects/${projectId}/views/${view('table').id}/tasks?per_page=2&page=1`, {
      token,
    });
    expect(paged.body).toHaveLength(2);
    expect(Number(paged.res.headers.get('x-pagination-total-pages'))).toBeGreaterThan(1);
    expect(paged.res.headers.get('x-pagination-result-count')).toBe('2');
    const badSort = await h.json('GET', `/projects/${projectId}/views/${view('table').id}/tasks?sort_by=nope`, {
      token,
    });
    expect([badSort.status, badSort.body.code]).toEqual([400, 4013]);
    const badFilter = await h.json(
      'GET',
      `/projects/${projectId}/views/${view('table').id}/tasks?filter=nope%20%3D%201`,
      { token },
    );
    expect(badFilter.status).toBe(400);
  });

  it('kanban returns buckets with tasks and pages one bucket via bucket_id filter', async () => {
    const k = view('kanban');
    const buckets = (await h.json('GET', `/projects/${projectId}/views/${k.id}/tasks`, { token })).body;
    const todo = buckets.find((b: { id: number }) => b.id === k.default_bucket_id);
    expect(todo.tasks.length).toBeGreaterThan(0);
    expect(todo.count).toBe(todo.tasks.length);
    const flat = await h.json(
      'GET',
      `/projects/${projectId}/views/${k.id}/tasks?filter=bucket_id%20%3D%20${k.done_bucket_id}`,
      { token },
    );
    expect(flat.body.length).toBeGreaterThan(0);
    expect(
      flat.body.every((t: { done: boolean; bucket_id: number }) => t.done && t.bucket_id === k.done_bucket_id),
    ).toBe(true);
  });

  it('GET /projects/{id}/tasks and GET /tasks list across projects', async () => {
    const pt = await h.json('GET', `/projects/${projectId}/tasks`, { token });
    expect(pt.body.length).toBeGreaterThanOrEqual(4);
    const all = await h.json('GET', '/tasks', { token });
    expect(all.body.length).toBe(pt.body.length);
    expect((await h.json('GET', '/tasks/all', { token })).status).toBe(400);
  });

  it('other users cannot see or edit; deleting works', async () => {
    const bob = await h.user('bob');
    const t = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Private' } })).body;
    expect((await h.json('GET', `/tasks/${t.id}`, { token: bob.token })).status).toBe(403);
    expect((await h.json('POST', `/tasks/${t.id}`, { token: bob.token, body: { title: 'x' } })).status).toBe(403);
    expect((await h.json('GET', '/tasks', { token: bob.token })).body).toEqual([]);
    expect((await h.json('DELETE', `/tasks/${t.id}`, { token })).status).toBe(200);
    expect((await h.json('GET', `/tasks/${t.id}`, { token })).status).toBe(404);
  });

  it('repeating tasks move their dates instead of being done', async () => {
    const due = '2030-01-01T10:00:00Z';
    const t = (
      await h.json('PUT', `/projects/${projectId}/tasks`, {
        token,
        body: { title: 'Daily', due_date: due, repeat_after: 86400 },
      })
    ).body;
    const r = await h.json('POST', `/tasks/${t.id}`, { token, body: { ...t, done: true } });
    expect(r.body.done).toBe(false);
    expect(r.body.due_date).toBe('2030-01-02T10:00:00Z');
  });

  it('reminders: absolute and relative (4022 without the date)', async () => {
    const r = await h.json('PUT', `/projects/${projectId}/tasks`, {
      token,
      body: {
        title: 'Remind',
        due_date: '2030-05-01T12:00:00Z',
        reminders: [{ relative_to: 'due_date', relative_period: -3600 }, { reminder: '2030-04-01T08:00:00Z' }],
      },
    });
    expect(r.body.reminders).toEqual([
      { reminder: '2030-04-01T08:00:00Z', relative_period: 0, relative_to: '' },
      { reminder: '2030-05-01T11:00:00Z', relative_period: -3600, relative_to: 'due_date' },
    ]);
    const bad = await h.json('PUT', `/projects/${projectId}/tasks`, {
      token,
      body: { title: 'x', reminders: [{ relative_to: 'due_date', relative_period: 1 }] },
    });
    expect(bad.body.code).toBe(4022);
  });
});

describe('compat 1 task routes', () => {
  it('answers /tasks only: 1.x reads /tasks/all as a task id that does not bind', async () => {
    const h = await boot({ compat: '1' });
    try {
      const { token } = await h.user('compat1');
      expect((await h.json('GET', '/tasks/all', { token })).status).toBe(400);
      expect((await h.json('GET', '/tasks', { token })).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
