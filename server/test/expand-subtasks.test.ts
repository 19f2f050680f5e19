import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('expand=subtasks across projects', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('erin')).token;
  });
  afterAll(() => h.close());

  it('keeps a sub-task at the top level of its own project when its parent is in another one', async () => {
    const home = (await h.json('PUT', '/projects', { token, body: { title: 'Home' } })).body.id;
    const work = (await h.json('PUT', '/projects', { token, body: { title: 'Work' } })).body.id;
    const parent = (await h.json('PUT', `/projects/${home}/tasks`, { token, body: { title: 'Move house' } })).body;
    const child = (await h.json('PUT', `/projects/${work}/tasks`, { token, body: { title: 'Ask for a day off' } }))
      .body;
    await h.json('PUT', `/tasks/${parent.id}/relations`, {
      token,
      body: { other_task_id: child.id, relation_kind: 'subtask' },
    });
    const ids = async (projectId: number) =>
      ((await h.json('GET', `/projects/${projectId}/tasks?expand=subtasks`, { token })).body as { id: number }[]).map(
        (t) => t.id,
      );
    expect(await ids(work)).toEqual([child.id]);
    expect(await ids(home)).toEqual([parent.id]);
  });
});
