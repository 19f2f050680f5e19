import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('labels, assignees, comments, relations, reactions', () => {
  let h: Harness;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let projectId: number;
  const newTask = async (title: string) =>
    (await h.json('PUT', `/projects/${projectId}/tasks`, { token: alice.token, body: { title } })).body;
  beforeAll(async () => {
    h = await boot();
    alice = await h.user('alice');
    bob = await h.user('bob');
    projectId = (await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Extras' } })).body.id;
  });
  afterAll(() => h.close());

  it('label CRUD with owner-only edits', async () => {
    const l = await h.json('PUT', '/labels', { token: alice.token, body: { title: 'bug', hex_color: '#e8e8e8' } });
    expect(l.status).toBe(201);
    expect(l.body).toMatchObject({ title: 'bug', hex_color: 'e8e8e8', created_by: { username: 'alice' } });
    expect((await h.json('PUT', '/labels', { token: alice.token, body: { title: '' } })).status).toBe(400);
    const up = await h.json('POST', `/labels/${l.body.id}`, { token: alice.token, body: { title: 'Bug' } });
    expect(up.body.title).toBe('Bug');
    expect((await h.json('GET', `/labels/${l.body.id}`, { token: bob.token })).body.code).toBe(8003);
    expect((await h.json('GET', '/labels/9999', { token: alice.token })).body.code).toBe(8002);
    const list = await h.json('GET', '/labels', { token: alice.token });
    expect(list.body).toHaveLength(1);
    expect((await h.json('GET', '/labels', { token: bob.token })).body).toEqual([]);
    const del = await h.json('DELETE', `/labels/${l.body.id}`, { token: alice.token });
    expect(del.status).toBe(200);
  });

  it('task labels: add, duplicate (8001), list, bulk replace, remove; real filter by labels', async () => {
    const t = await newTask('Labelled');
    const a = (await h.json('PUT', '/labels', { token: alice.token, body: { title: 'zeta' } })).body;
    const b = (await h.json('PUT', '/labels', { token: alice.token, body: { title: 'alpha' } })).body;
    const add = await h.json('PUT', `/tasks/${t.id}/labels`, { token: alice.token, body: { label_id: a.id } });
    expect(add.status).toBe(201);
    expect(add.body.label_id).toBe(a.id);
    expect(
      (await h.json('PUT', `/tasks/${t.id}/labels`, { token: alice.token, body: { label_id: a.id } })).body.code,
    ).toBe(8001);
    const bulk = await h.json('POST', `/tasks/${t.id}/labels/bulk`, {
      token: alice.token,
      body: { labels: [{ id: a.id }, { id: b.id }] },
    });
    expect(bulk.status).toBe(201);
    const task = (await h.json('GET', `/tasks/${t.id}`, { token: alice.token })).body;
    expect(task.labels.map((l: { title: string }) => l.title)).toEqual(['alpha', 'zeta']);
    const filtered = await h.json(
      'GET',
      `/projects/${projectId}/tasks?filter=${encodeURIComponent(`labels in ${b.id}`)}`,
      { token: alice.token },
    );
    expect(filtered.body.map((x: { id: number }) => x.id)).toEqual([t.id]);
    expect((await h.json('GET', `/tasks/${t.id}/labels`, { token: alice.token })).body).toHaveLength(2);
    expect((await h.json('DELETE', `/tasks/${t.id}/labels/${a.id}`, { token: alice.token })).status).toBe(200);
    expect((await h.json('DELETE', `/tasks/${t.id}/labels/${a.id}`, { token: alice.token })).status).toBe(404);
    // Bob can now see the label through... nothing: he cannot read the project.
    expect((await h.json('PUT', `/tasks/${t.id}/labels`, { token: bob.token, body: { label_id: b.id } })).status).toBe(
      403,
    );
  });

  it('assignees: needs project access (7003), duplicates 4021, bulk; assigning notifies', async () => {
    const t = await newTask('Assign me');
    const noAccess = await h.json('PUT', `/tasks/${t.id}/assignees`, { token: alice.token, body: { user_id: bob.id } });
    expect([noAccess.status, noAccess.body.code]).toEqual([403, 7003]);
    h.server.db
      .prepare(
        "INSERT INTO users_projects (user_id, project_id, permission, created, updated) VALUES (?, ?, 1, '', '')",
      )
      .run(bob.id, projectId);
    const ok = await h.json('PUT', `/tasks/${t.id}/assignees`, { token: alice.token, body: { user_id: bob.id } });
    expect(ok.status).toBe(201);
    expect(
      (await h.json('PUT', `/tasks/${t.id}/assignees`, { token: alice.token, body: { user_id: bob.id } })).body.code,
    ).toBe(4021);
    const list = await h.json('GET', `/tasks/${t.id}/assignees`, { token: alice.token });
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(['bob']);
    const notes = (await h.json('GET', '/notifications', { token: bob.token })).body;
    expect(notes[0]).toMatchObject({
      name: 'task.assigned',
      notification: { doer: { username: 'alice' }, task: { id: t.id } },
    });
    const bulk = await h.json('POST', `/tasks/${t.id}/assignees/bulk`, {
      token: alice.token,
      body: { assignees: [{ id: alice.id }] },
    });
    expect(bulk.body.assignees.map((u: { id: number }) => u.id)).toEqual([alice.id]);
    expect((await h.json('DELETE', `/tasks/${t.id}/assignees/${alice.id}`, { token: alice.token })).status).toBe(200);
    expect((await h.json('GET', `/tasks/${t.id}`, { token: alice.token })).body.assignees).toBeNull();
  });

  it('comments: CRUD, author-only edits, 4015, notifications and comment_count', async () => {
    const t = await newTask('Discuss');
    const c1 = await h.json('PUT', `/tasks/${t.id}/comments`, { token: bob.token, body: { comment: '<p>hi</p>' } });
    expect(c1.status).toBe(201);
    expect(c1.body).toMatchObject({ comment: '<p>hi</p>', author: { username: 'bob' } });
    const notes = (await h.json('GET', '/notifications', { token: alice.token })).body;
    expect(notes[0]).toMatchObject({ name: 'task.comment', notification: { comment: { id: c1.body.id } } });
    expect(
      (await h.json('POST', `/tasks/${t.id}/comments/${c1.body.id}`, { token: bob.token, body: { comment: 'edited' } }))
        .body.comment,
    ).toBe('edited');
    const list = await h.json('GET', `/tasks/${t.id}/comments`, { token: alice.token });
    expect(list.body).toHaveLength(1);
    const seen = (await h.json('GET', `/tasks/${t.id}`, { token: alice.token })).body;
    expect(seen.comment_count).toBe(1);
    expect(seen.is_unread).toBe(true);
    await h.json('POST', `/tasks/${t.id}/read`, { token: alice.token });
    expect((await h.json('GET', `/tasks/${t.id}`, { token: alice.token })).body.is_unread).toBe(false);
    expect((await h.json('GET', `/tasks/${t.id}/comments/999`, { token: alice.token })).body.code).toBe(4015);
    expect((await h.json('DELETE', `/tasks/${t.id}/comments/${c1.body.id}`, { token: alice.token })).status).toBe(200);
  });

  it('relations create the inverse and reject bad kinds, self relations, duplicates and cycles', async () => {
    const parent = await newTask('Parent');
    const child = await newTask('Child');
    const relate = (from: { id: number }, to: { id: number }, relation_kind: string) =>
      h.json('PUT', `/tasks/${from.id}/relations`, {
        token: alice.token,
        body: { other_task_id: to.id, relation_kind },
      });
    const r = await relate(parent, child, 'subtask');
    expect(r.status).toBe(201);
    const c = (await h.json('GET', `/tasks/${child.id}`, { token: alice.token })).body;
    expect(c.related_tasks.parenttask.map((x: { id: number }) => x.id)).toEqual([parent.id]);
    expect((await relate(parent, child, 'nope')).body.code).toBe(4007);
    expect((await relate(parent, parent, 'related')).body.code).toBe(4010);
    expect((await relate(parent, child, 'subtask')).body.code).toBe(4008);
    expect((await relate(child, parent, 'subtask')).body.code).toBe(4023);
    const unrelate = () =>
      h.json('DELETE', `/tasks/${parent.id}/relations/subtask/${child.id}`, { token: alice.token });
    expect((await unrelate()).status).toBe(200);
    expect((await h.json('GET', `/tasks/${child.id}`, { token: alice.token })).body.related_tasks).toEqual({});
    expect((await unrelate()).body.code).toBe(4009);
  });

  it('reactions on tasks and comments', async () => {
    const t = await newTask('React');
    const put = await h.json('PUT', `/tasks/${t.id}/reactions`, { token: alice.token, body: { value: '👍' } });
    expect(put.status).toBe(201);
    expect((await h.json('GET', `/tasks/${t.id}/reactions`, { token: alice.token })).body['👍']).toHaveLength(1);
    expect((await h.json('GET', `/tasks/${t.id}`, { token: alice.token })).body.reactions['👍'][0].username).toBe(
      'alice',
    );
    await h.json('POST', `/tasks/${t.id}/reactions/delete`, { token: alice.token, body: { value: '👍' } });
    expect((await h.json('GET', `/tasks/${t.id}/reactions`, { token: alice.token })).body).toEqual({});
  });
});
