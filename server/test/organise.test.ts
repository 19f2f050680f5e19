import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('saved filters, favourites, subscriptions, buckets, positions, bulk, duplicates', () => {
  let h: Harness;
  let token: string;
  let projectId: number;
  let kanban: { id: number; done_bucket_id: number; default_bucket_id: number };
  let list: { id: number };
  const newTask = async (body: Record<string, unknown>) =>
    (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body })).body;
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('alice')).token;
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Org' } })).body.id;
    const views = (await h.json('GET', `/projects/${projectId}/views`, { token })).body;
    kanban = views.find((v: { view_kind: string }) => v.view_kind === 'kanban');
    list = views.find((v: { view_kind: string }) => v.view_kind === 'list');
  });
  afterAll(() => h.close());

  it('saved filters appear as pseudo projects -(id)-1 with views listing matching tasks', async () => {
    await newTask({ title: 'Urgent', priority: 5 });
    await newTask({ title: 'Calm', priority: 1 });
    expect(
      (await h.json('PUT', '/filters', { token, body: { title: '', filters: { filter: 'priority >= 4' } } })).status,
    ).toBe(400);
    expect(
      (await h.json('PUT', '/filters', { token, body: { title: 'Bad', filters: { filter: 'nonsense >= 4' } } })).status,
    ).toBe(400);
    const f = await h.json('PUT', '/filters', { token, body: { title: 'Hot', filters: { filter: 'priority >= 4' } } });
    expect(f.status).toBe(201);
    expect(f.body.filters.filter).toBe('priority >= 4');
    const pid = -f.body.id - 1;
    const projects = (await h.json('GET', '/projects', { token })).body;
    const pseudo = projects.find((p: { id: number }) => p.id === pid);
    expect(pseudo.title).toBe('Hot');
    const views = (await h.json('GET', `/projects/${pid}/views`, { token })).body;
    const tasks = await h.json('GET', `/projects/${pid}/views/${views[2].id}/tasks`, { token });
    expect(tasks.body.map((t: { title: string }) => t.title)).toEqual(['Urgent']);
    expect((await h.json('GET', `/filters/${f.body.id}`, { token })).body.title).toBe('Hot');
    expect((await h.json('DELETE', `/filters/${f.body.id}`, { token })).status).toBe(200);
    expect((await h.json('GET', `/filters/${f.body.id}`, { token })).body.code).toBe(11001);
  });

  it('favourite tasks make the -1 pseudo project appear', async () => {
    const t = await newTask({ title: 'Fav' });
    expect((await h.json('GET', '/projects', { token })).body.some((p: { id: number }) => p.id === -1)).toBe(false);
    await h.json('POST', `/tasks/${t.id}`, { token, body: { ...t, is_favorite: true } });
    expect((await h.json('GET', `/tasks/${t.id}`, { token })).body.is_favorite).toBe(true);
    const fav = (await h.json('GET', '/projects', { token })).body.find((p: { id: number }) => p.id === -1);
    expect(fav.title).toBe('Favorites');
    const tasks = await h.json('GET', `/projects/-1/views/${fav.views[0].id}/tasks`, { token });
    expect(tasks.body.map((x: { id: number }) => x.id)).toEqual([t.id]);
    const p = (await h.json('GET', `/projects/${projectId}`, { token })).body;
    await h.json('POST', `/projects/${projectId}`, { token, body: { ...p, is_favorite: true } });
    expect((await h.json('GET', `/projects/${projectId}`, { token })).body.is_favorite).toBe(true);
  });

  it('subscriptions on tasks and projects', async () => {
    const t = await newTask({ title: 'Watch' });
    const s = await h.json('PUT', `/subscriptions/task/${t.id}`, { token });
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ entity: 3, entity_id: t.id });
    expect((await h.json('PUT', `/subscriptions/task/${t.id}`, { token })).body.code).toBe(12002);
    expect((await h.json('GET', `/tasks/${t.id}`, { token })).body.subscription).toMatchObject({ entity_id: t.id });
    expect((await h.json('PUT', '/subscriptions/nope/1', { token })).body.code).toBe(12001);
    expect((await h.json('DELETE', `/subscriptions/task/${t.id}`, { token })).status).toBe(200);
    expect((await h.json('PUT', `/subscriptions/project/${projectId}`, { token })).status).toBe(201);
    // A task of a subscribed project shows the project's subscription (the app disables its own toggle then).
    expect((await h.json('GET', `/tasks/${t.id}`, { token })).body.subscription).toMatchObject({
      entity: 2,
      entity_id: projectId,
    });
    expect((await h.json('DELETE', `/subscriptions/project/${projectId}`, { token })).status).toBe(200);
    expect((await h.json('GET', `/tasks/${t.id}`, { token })).body.subscription).toBeNull();
  });

  it('buckets: create, rename, limit, move tasks (done semantics), last bucket', async () => {
    const base = `/projects/${projectId}/views/${kanban.id}/buckets`;
    const b = await h.json('PUT', base, { token, body: { title: 'Review', limit: 1 } });
    expect(b.status).toBe(201);
    const up = await h.json('POST', `${base}/${b.body.id}`, { token, body: { title: 'Reviewing', limit: 1 } });
    expect(up.body.title).toBe('Reviewing');
    const t1 = await newTask({ title: 'Move 1' });
    const t2 = await newTask({ title: 'Move 2' });
    const mv = await h.json('POST', `/projects/${projectId}/views/${kanban.id}/buckets/${b.body.id}/tasks`, {
      token,
      body: { task_id: t1.id },
    });
    expect(mv.status).toBe(200);
    expect(mv.body.task.bucket_id).toBe(b.body.id);
    const full = await h.json('POST', `/projects/${projectId}/views/${kanban.id}/buckets/${b.body.id}/tasks`, {
      token,
      body: { task_id: t2.id },
    });
    expect(full.body.code).toBe(10004);
    const done = await h.json(
      'POST',
      `/projects/${projectId}/views/${kanban.id}/buckets/${kanban.done_bucket_id}/tasks`,
      { token, body: { task_id: t2.id } },
    );
    expect(done.body.task.done).toBe(true);
    const back = await h.json(
      'POST',
      `/projects/${projectId}/views/${kanban.id}/buckets/${kanban.default_bucket_id}/tasks`,
      { token, body: { task_id: t2.id } },
    );
    expect(back.body.task.done).toBe(false);
    expect((await h.json('DELETE', `${base}/${b.body.id}`, { token })).status).toBe(200);
    expect((await h.json('GET', `/tasks/${t1.id}`, { token })).body.bucket_id).toBe(kanban.default_bucket_id);
    const all = (await h.json('GET', base, { token })).body;
    for (const x of all.slice(1)) await h.json('DELETE', `${base}/${x.id}`, { token });
    expect((await h.json('DELETE', `${base}/${all[0].id}`, { token })).body.code).toBe(10003);
  });

  it('task positions are per view and drive the list order', async () => {
    const a = await newTask({ title: 'Pos A' });
    const b = await newTask({ title: 'Pos B' });
    const r = await h.json('POST', `/tasks/${b.id}/position`, {
      token,
      body: { project_view_id: list.id, position: 1 },
    });
    expect(r.body).toEqual({ task_id: b.id, project_view_id: list.id, position: 1 });
    const tasks = (await h.json('GET', `/projects/${projectId}/views/${list.id}/tasks`, { token })).body;
    const ids = tasks.map((t: { id: number }) => t.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(tasks.find((t: { id: number }) => t.id === b.id).position).toBe(1);
  });

  it('bulk updates only the named fields', async () => {
    const a = await newTask({ title: 'Bulk A', description: 'keep' });
    const b = await newTask({ title: 'Bulk B' });
    const r = await h.json('POST', '/tasks/bulk', {
      token,
      body: { task_ids: [a.id, b.id], fields: ['priority'], values: { priority: 4 } },
    });
    expect(r.status).toBe(200);
    expect(r.body.map((t: { priority: number }) => t.priority)).toEqual([4, 4]);
    expect(r.body[0].description).toBe('keep');
    expect((await h.json('POST', '/tasks/bulk', { token, body: { task_ids: [] } })).body.code).toBe(4004);
  });

  it('duplicates projects and tasks; by-index lookup and read status (2.x)', async () => {
    const t = await newTask({ title: 'Copy me' });
    const d = await h.json('PUT', `/projects/${projectId}/duplicate`, { token, body: {} });
    expect(d.status).toBe(201);
    expect(d.body.duplicated_project.title).toBe('Org - duplicate');
    const copied = (await h.json('GET', `/projects/${d.body.duplicated_project.id}/tasks`, { token })).body;
    expect(copied.some((x: { title: string }) => x.title === 'Copy me')).toBe(true);
    expect(d.body.duplicated_project.views).toHaveLength(4);
    const td = await h.json('PUT', `/tasks/${t.id}/duplicate`, { token });
    expect(td.status).toBe(201);
    expect(td.body.duplicated_task.related_tasks.copiedfrom[0].id).toBe(t.id);
    const byIndex = await h.json('GET', `/projects/${projectId}/tasks/by-index/${t.index}`, { token });
    expect(byIndex.body.id).toBe(t.id);
    expect((await h.json('POST', `/tasks/${t.id}/read`, { token })).status).toBe(200);
  });
});
